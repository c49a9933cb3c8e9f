// A dialog granting tree nodes to selected rows: one or more trees (tabs when more than one, e.g. the role grant's
// menus, data scopes and API scopes), the rows' current keys per tree, and one save call with every tree's keys.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormLabel, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../page-loading.tsx';
import { toast } from '../toast.tsx';
import { namespacesOf, type TextKey } from '../../i18n/resources.ts';
import type { TreeOption } from './crud-types.ts';
import { TreeCheckList, withAncestors } from './tree-check-list.tsx';

/** One tree of the dialog: its key in the loaded trees / keys, its label (i18n key) and the tree's test id. */
export type GrantSection = { key: string; label: TextKey; testId: string };
export type GrantSets = Record<string, string[]>;

type Props = {
  testId: string;
  /** i18n key. */
  title: TextKey;
  sections: GrantSection[];
  queryKey: string;
  loadTrees: () => Promise<Record<string, TreeOption[]>>;
  loadKeys: () => Promise<GrantSets>;
  save: (ids: GrantSets) => Promise<unknown>;
  onClose: () => void;
};

export function TreeGrantDialog({ testId, title, sections, queryKey, loadTrees, loadKeys, save, onClose }: Props) {
  const { t } = useTranslation(namespacesOf(['common:cancel', 'crud:done', title, ...sections.map((s) => s.label)]));
  const trees = useQuery({ queryKey: [queryKey, 'tree'], queryFn: loadTrees });
  const keys = useQuery({ queryKey: [queryKey, 'keys'], queryFn: loadKeys, gcTime: 0 });
  // The keys as loaded until the first change, then as changed: derived while rendering, not copied by an effect.
  const loaded = useMemo(
    () =>
      trees.data && keys.data
        ? // Stored keys may omit a parent whose children are all granted (scope trees): show it checked.
          Object.fromEntries(sections.map((s) => [s.key, withAncestors(trees.data[s.key] ?? [], keys.data[s.key] ?? [])]))
        : null,
    [trees.data, keys.data, sections],
  );
  const [changed, setChanged] = useState<GrantSets | null>(null);
  const ids = changed ?? loaded;
  const [tab, setTab] = useState(sections[0]!.key);
  const ready = trees.data && ids !== null;
  const submit = async () => {
    await save(ids ?? {});
    toast.success(t('crud:done'));
    onClose();
  };
  const section = sections.find((s) => s.key === tab) ?? sections[0]!;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid={testId}>
      <DialogTitle>{t(title)}</DialogTitle>
      <DialogContent>
        {sections.length > 1 ? (
          <Tabs value={section.key} onChange={(_e, v: string) => setTab(v)} sx={{ mb: 1 }}>
            {sections.map((s) => (
              <Tab key={s.key} value={s.key} label={t(s.label)} data-testid={`${s.testId}-tab`} />
            ))}
          </Tabs>
        ) : (
          <FormLabel>{t(section.label)}</FormLabel>
        )}
        {ready ? (
          <TreeCheckList
            key={section.key}
            nodes={trees.data[section.key] ?? []}
            value={ids[section.key] ?? []}
            onChange={(next) => setChanged((cur) => ({ ...(cur ?? loaded), [section.key]: next }))}
            testId={section.testId}
          />
        ) : (
          <PageLoading />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" disabled={!ready} onClick={() => void submit().catch(() => {})}>
          {t('common:confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
