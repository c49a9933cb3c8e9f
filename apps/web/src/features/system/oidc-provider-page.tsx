// /system/oidc-provider: 登录方式, the OpenID Connect providers of the administrator's tenant. Each enabled one is a
// button on the sign-in page. The provider must know the callback address shown here (its redirect URI).
import { Alert, Box, Button, Card, CardContent } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../components/confirm.tsx';
import { PAGE_SIZES } from '../../components/crud/list-state.ts';
import { ConsoleGrid, type ListColumn, type RowAction } from '../../components/data-grid/console-grid.tsx';
import { toast } from '../../components/toast.tsx';
import { useSession } from '../../store/session-store.ts';
import { callbackUrl, fetchProviders, removeProvider, type OidcProvider } from './oidc-api.ts';
import { OidcProviderDialog } from './oidc-provider-dialog.tsx';

const KEY = ['oidc-providers'];
const rowIdOf = (row: OidcProvider) => row.id;

export function OidcProviderPage() {
  const { t } = useTranslation(['system', 'crud']);
  const queryClient = useQueryClient();
  const permission = useSession((s) => s.permission);
  const [paging, setPaging] = useState({ page: 0, pageSize: PAGE_SIZES[0]! });
  const [editing, setEditing] = useState<{ row?: OidcProvider } | null>(null);
  const { data, isFetching } = useQuery({ queryKey: KEY, queryFn: fetchProviders });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });

  const columns = useMemo(
    (): ListColumn<OidcProvider>[] => [
      { field: 'name', header: t('system:oidc.name') },
      { field: 'source', header: t('system:oidc.source'), width: 120 },
      { field: 'issuer', header: t('system:oidc.issuer'), flex: 2 },
      { field: 'clientId', header: t('system:oidc.clientId') },
      { field: 'callback', header: t('system:oidc.callback'), flex: 2, render: (row) => callbackUrl(row.source) },
      {
        field: 'clientSecretSet',
        header: t('system:oidc.clientSecret'),
        width: 110,
        render: (row) => t(row.clientSecretSet ? 'system:oidc.secretSet' : 'system:oidc.secretNotSet'),
      },
      {
        field: 'enabled',
        header: t('system:oidc.enabled'),
        width: 90,
        render: (row) => t(row.enabled ? 'system:oidc.yes' : 'system:oidc.no'),
      },
    ],
    [t],
  );

  const remove = async (row: OidcProvider) => {
    if (!(await confirm(t('crud:confirmDeleteNamed', { name: row.name })))) return;
    await removeProvider(row.id);
    toast.success(t('crud:deleted'));
    refresh();
  };
  const rowActions = (row: OidcProvider): RowAction[] => [
    ...(permission.oidc_provider_edit ? [{ key: 'edit', label: t('crud:edit'), onClick: () => setEditing({ row }) }] : []),
    ...(permission.oidc_provider_delete
      ? [{ key: 'delete', label: t('crud:delete'), onClick: () => void remove(row).catch(() => {}) }]
      : []),
  ];

  return (
    <Card data-testid="oidc-provider-page">
      <CardContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('system:oidc.callbackHint')}
        </Alert>
        {permission.oidc_provider_add && (
          <Box sx={{ mb: 2 }}>
            <Button variant="contained" onClick={() => setEditing({})}>
              {t('crud:add')}
            </Button>
          </Box>
        )}
        <ConsoleGrid
          stateKey="oidc-providers"
          rows={data ?? []}
          columns={columns}
          rowId={rowIdOf}
          loading={isFetching}
          paging={{ ...paging, pageSizes: PAGE_SIZES, onChange: setPaging }}
          actions={{ header: t('crud:actions'), of: rowActions }}
          onRefresh={refresh}
        />
      </CardContent>
      {editing && (
        <OidcProviderDialog
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </Card>
  );
}
