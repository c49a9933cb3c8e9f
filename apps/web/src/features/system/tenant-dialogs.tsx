// The tenant screen's dialogs (Saber's tenant.vue): 授权配置 on the selected tenants (account quota, expiry) and,
// per row, 数据源配置 and 产品包配置 (a select with "none" to unbind).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { toast } from '../../components/toast.tsx';
import type { Option, Row } from '../../components/crud/crud-types.ts';
import { fetchDatasourceOptions, tenantDatasource, tenantPackageDetail, tenantPackageSetting, tenantSetting } from './admin-api.ts';
import { fetchPackageOptions } from './api.ts';
import { DateInput } from '../../components/date/date-input.tsx';
import type { KeyIn } from '../../i18n/resources.ts';
import { textOf } from '@blade/contract/text';

type Done = { onClose: () => void; onSaved: () => void };

function TenantDialog({
  testId,
  title,
  ready,
  save,
  onClose,
  onSaved,
  children,
}: Done & { testId: string; title: KeyIn<'admin'>; ready: boolean; save: () => Promise<boolean>; children: ReactNode }) {
  const { t } = useTranslation(['admin', 'common', 'crud']);
  const submit = async () => {
    if (!(await save())) return;
    toast.success(t('crud:done'));
    onSaved();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid={testId}>
      <DialogTitle>{t(title)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {ready ? children : <PageLoading />}
        </Stack>
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

export function TenantSettingDialog({ rows, ...done }: Done & { rows: Row[] }) {
  const { t } = useTranslation(['admin', 'common', 'crud']);
  // One tenant: its current values; several: Saber's defaults.
  const one = rows.length === 1 ? rows[0] : undefined;
  const [accountNumber, setAccountNumber] = useState(one ? textOf(one.accountNumber ?? -1) : '-1');
  const [expireTime, setExpireTime] = useState(typeof one?.expireTime === 'string' ? one.expireTime : '');
  const [error, setError] = useState('');
  const save = async () => {
    if (!accountNumber.trim() || !Number.isInteger(Number(accountNumber)) || Number(accountNumber) < -1) {
      setError(t('admin:tenant.accountRequired'));
      return false;
    }
    await tenantSetting(
      rows.map((r) => r.id),
      accountNumber.trim(),
      expireTime,
    );
    return true;
  };
  return (
    <TenantDialog testId="tenant-setting" title="admin:tenant.settingTitle" ready save={save} {...done}>
      <TextField
        type="number"
        size="small"
        label={t('admin:tenant.accountNumber')}
        value={accountNumber}
        required
        error={!!error}
        helperText={error || t('admin:tenant.unlimitedHint')}
        onChange={(e) => setAccountNumber(e.target.value)}
      />
      <DateInput kind="datetime" size="small" label={t('admin:tenant.expireTime')} value={expireTime} onChange={setExpireTime} />
    </TenantDialog>
  );
}

type BindKind = 'datasource' | 'package';
const BIND: Record<
  BindKind,
  {
    title: KeyIn<'admin'>;
    label: KeyIn<'admin'>;
    options: () => Promise<Option[]>;
    current: (row: Row) => Promise<string>;
    save: (tenantId: string, id: string) => Promise<unknown>;
  }
> = {
  datasource: {
    title: 'admin:tenant.datasourceTitle',
    label: 'admin:tenant.datasourceId',
    options: fetchDatasourceOptions,
    current: async (row) => textOf(row.datasourceId),
    save: tenantDatasource,
  },
  package: {
    title: 'admin:tenant.packageTitle',
    label: 'admin:tenant.packageId',
    options: fetchPackageOptions,
    current: async (row) => String((await tenantPackageDetail(row.id))?.id ?? ''),
    save: tenantPackageSetting,
  },
};

export function TenantBindDialog({ kind, row, ...done }: Done & { kind: BindKind; row: Row }) {
  const { t } = useTranslation(['admin', 'common', 'crud']);
  const bind = BIND[kind];
  const options = useQuery({ queryKey: ['tenant-bind', kind, 'options'], queryFn: bind.options });
  const current = useQuery({ queryKey: ['tenant-bind', kind, row.id], queryFn: () => bind.current(row), gcTime: 0 });
  // The bound value as loaded until the user picks another: derived while rendering, not copied by an effect.
  const [picked, setValue] = useState<string | null>(null);
  const value = picked ?? current.data ?? null;
  const save = async () => {
    await bind.save(String(row.tenantId), value ?? '');
    return true;
  };
  return (
    <TenantDialog testId={`tenant-${kind}`} title={bind.title} ready={!!options.data && value !== null} save={save} {...done}>
      <TextField
        select
        size="small"
        label={t(bind.label)}
        value={value ?? ''}
        onChange={(e) => setValue(e.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {[
          <MenuItem key="" value="">
            {t('admin:tenant.none')}
          </MenuItem>,
          ...(options.data ?? []).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          )),
        ]}
      </TextField>
    </TenantDialog>
  );
}
