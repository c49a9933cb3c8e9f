// /system/tenant: tenants (quota and package on insert), and the 授权配置 (selected rows), 数据源配置 and 产品包配置
// (row) dialogs.
import { useMemo, useState } from 'react';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudContext, CrudScreen, Row } from '../../components/crud/crud-types.ts';
import * as tenantRoutes from '../../generated/routes/tenant.ts';
import { fetchPackageOptions } from './api.ts';
import { TenantBindDialog, TenantSettingDialog } from './tenant-dialogs.tsx';
import type { IssuedPassword } from '../../components/issued-passwords-dialog.tsx';
import { IssuedPasswordsDialog } from '../../components/issued-passwords-dialog.tsx';

const baseScreen: CrudScreen = {
  key: 'tenant',
  api: tenantRoutes.crud,
  permission: 'tenant',
  columns: [
    { field: 'tenantId', label: 'system:tenantId', width: 110 },
    { field: 'tenantName', label: 'system:tenant.tenantName' },
    { field: 'linkman', label: 'system:tenant.linkman' },
    { field: 'contactNumber', label: 'system:tenant.contactNumber' },
    { field: 'accountNumber', label: 'system:tenant.accountNumber', width: 100 },
    { field: 'expireTime', label: 'system:tenant.expireTime', width: 170 },
  ],
  search: [
    { name: 'tenantId', label: 'system:tenantId' },
    { name: 'tenantName', label: 'system:tenant.tenantName' },
    { name: 'linkman', label: 'system:tenant.linkman' },
  ],
  fields: [
    { name: 'tenantName', label: 'system:tenant.tenantName', required: true },
    { name: 'linkman', label: 'system:tenant.linkman' },
    { name: 'contactNumber', label: 'system:tenant.contactNumber' },
    { name: 'domain', label: 'system:tenant.domain' },
    { name: 'accountNumber', label: 'system:tenant.accountNumber', type: 'number', hideOn: ['edit', 'view'], defaultValue: -1 },
    { name: 'packageId', label: 'system:tenant.packageId', type: 'select', loadOptions: fetchPackageOptions, hideOn: ['edit', 'view'] },
    { name: 'address', label: 'system:tenant.address', wide: true },
    { name: 'backgroundUrl', label: 'system:tenant.backgroundUrl', wide: true },
  ],
};

type Open = { kind: 'setting' | 'datasource' | 'package'; rows: Row[]; ctx: CrudContext } | null;

export function TenantPage() {
  const [open, setOpen] = useState<Open>(null);
  // A new tenant's admin password, answered once by the insert.
  const [issued, setIssued] = useState<IssuedPassword[] | null>(null);
  const screen = useMemo(
    (): CrudScreen => ({
      ...baseScreen,
      onSubmitted: (answer) => {
        const passwords = (answer as { passwords?: IssuedPassword[] } | null)?.passwords;
        if (passwords?.length) setIssued(passwords);
      },
      toolbarActions: [
        {
          key: 'setting',
          label: 'admin:tenant.setting',
          permission: 'tenant_setting',
          run: (rows, ctx) => setOpen({ kind: 'setting', rows, ctx }),
        },
      ],
      rowActions: [
        {
          key: 'datasource',
          label: 'admin:tenant.datasource',
          permission: 'tenant_datasource',
          run: (rows, ctx) => setOpen({ kind: 'datasource', rows, ctx }),
        },
        {
          key: 'package',
          label: 'admin:tenant.package',
          permission: 'tenant_package',
          run: (rows, ctx) => setOpen({ kind: 'package', rows, ctx }),
        },
      ],
    }),
    [],
  );
  const close = () => setOpen(null);
  return (
    <>
      <CrudPage screen={screen} />
      {issued && <IssuedPasswordsDialog passwords={issued} onClose={() => setIssued(null)} />}
      {open?.kind === 'setting' && <TenantSettingDialog rows={open.rows} onClose={close} onSaved={open.ctx.refresh} />}
      {open && open.kind !== 'setting' && (
        <TenantBindDialog kind={open.kind} row={open.rows[0]!} onClose={close} onSaved={open.ctx.refresh} />
      )}
    </>
  );
}
