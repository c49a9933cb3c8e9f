// 个人信息's 通行密钥 tab: the caller's passkeys (name, added, last used), a new one added under a name, each renamed or
// removed. The browser's own prompt does the rest (a fingerprint, face or screen lock).
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../components/confirm.tsx';
import { PAGE_SIZES } from '../../components/crud/list-state.ts';
import { ConsoleGrid, type ListColumn, type RowAction } from '../../components/data-grid/console-grid.tsx';
import { toast } from '../../components/toast.tsx';
import { enrolPasskey, fetchPasskeys, PasskeyPromptError, removePasskey, type Passkey } from './passkey-api.ts';
import { PasskeyRenameDialog } from './passkey-rename-dialog.tsx';

const KEY = ['passkeys'];
const rowIdOf = (row: Passkey) => row.id;

function AddPasskey({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation(['admin']);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 50) return setError(t('admin:passkeys.nameRequired'));
    setError('');
    setBusy(true);
    try {
      await enrolPasskey(trimmed);
      toast.success(t('admin:passkeys.added'));
      setName('');
      onAdded();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      component="form"
      noValidate
      direction="row"
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(e) => {
        e.preventDefault();
        void add().catch((failure: unknown) => {
          // The browser's prompt ending without a passkey; the server's refusals are toasted by the client already.
          if (failure instanceof PasskeyPromptError) toast.error(t(`admin:passkeys.${failure.reason}`));
        });
      }}
    >
      <TextField
        label={t('admin:passkeys.name')}
        size="small"
        sx={{ width: 320 }}
        value={name}
        error={!!error}
        helperText={error || t('admin:passkeys.nameHint')}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {t('admin:passkeys.add')}
      </Button>
    </Stack>
  );
}

export function PasskeysPanel() {
  const { t } = useTranslation(['admin', 'crud']);
  const queryClient = useQueryClient();
  const { data, isFetching } = useQuery({ queryKey: KEY, queryFn: fetchPasskeys, gcTime: 0 });
  const [renaming, setRenaming] = useState<Passkey>();
  const [paging, setPaging] = useState({ page: 0, pageSize: PAGE_SIZES[0]! });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const remove = async (row: Passkey) => {
    if (!(await confirm(t('admin:passkeys.removeConfirm', { name: row.name })))) return;
    await removePasskey(row.id);
    toast.success(t('admin:passkeys.removed'));
    refresh();
  };
  const columns: ListColumn<Passkey>[] = [
    { field: 'name', header: t('admin:passkeys.name'), flex: 1 },
    { field: 'createdAt', header: t('admin:passkeys.createdAt'), width: 180 },
    {
      field: 'lastUsedAt',
      header: t('admin:passkeys.lastUsedAt'),
      width: 180,
      render: (row) => row.lastUsedAt ?? t('admin:passkeys.never'),
    },
  ];
  const rowActions = (row: Passkey): RowAction[] => [
    { key: 'rename', label: t('admin:passkeys.rename'), onClick: () => setRenaming(row) },
    { key: 'remove', label: t('admin:passkeys.remove'), onClick: () => void remove(row).catch(() => {}) },
  ];
  return (
    <Stack spacing={2} data-testid="passkeys">
      <Alert severity="info">{t('admin:passkeys.intro')}</Alert>
      <AddPasskey onAdded={refresh} />
      <Box>
        <ConsoleGrid
          stateKey="own-passkeys"
          rows={data ?? []}
          columns={columns}
          rowId={rowIdOf}
          loading={isFetching}
          paging={{ ...paging, pageSizes: PAGE_SIZES, onChange: setPaging }}
          actions={{ header: t('crud:actions'), of: rowActions }}
          onRefresh={refresh}
        />
      </Box>
      {renaming && (
        <PasskeyRenameDialog
          passkey={renaming}
          onClose={(renamed) => {
            setRenaming(undefined);
            if (renamed) {
              toast.success(t('admin:passkeys.renamed'));
              refresh();
            }
          }}
        />
      )}
    </Stack>
  );
}
