// A dialog granting tree nodes (menus) to selected rows: the tree, the rows' current keys, and a save call.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormLabel } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../page-loading.tsx';
import { toast } from '../toast.tsx';
import type { TreeOption } from './crud-types.ts';
import { TreeCheckList } from './tree-check-list.tsx';

type Props = {
  testId: string;
  /** i18n keys. */
  title: string;
  label: string;
  queryKey: string;
  loadTree: () => Promise<TreeOption[]>;
  loadKeys: () => Promise<string[]>;
  save: (ids: string[]) => Promise<unknown>;
  onClose: () => void;
};

export function TreeGrantDialog({ testId, title, label, queryKey, loadTree, loadKeys, save, onClose }: Props) {
  const { t } = useTranslation();
  const tree = useQuery({ queryKey: [queryKey, 'tree'], queryFn: loadTree });
  const keys = useQuery({ queryKey: [queryKey, 'keys'], queryFn: loadKeys, gcTime: 0 });
  const [ids, setIds] = useState<string[] | null>(null);
  useEffect(() => {
    if (keys.data && ids === null) setIds(keys.data);
  }, [keys.data, ids]);
  const ready = tree.data && ids !== null;
  const submit = async () => {
    await save(ids ?? []);
    toast.success(t('crud.done'));
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid={testId}>
      <DialogTitle>{t(title)}</DialogTitle>
      <DialogContent>
        <FormLabel>{t(label)}</FormLabel>
        {ready ? <TreeCheckList nodes={tree.data} value={ids} onChange={setIds} testId={`${testId}-tree`} /> : <PageLoading />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={!ready} onClick={() => void submit().catch(() => {})}>{t('common.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
