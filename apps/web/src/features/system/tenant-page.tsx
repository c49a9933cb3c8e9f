// /system/tenant: tenants (quota and package only on insert; setting/datasource dialogs are not part of it yet).
import { tenantEntity } from '@blade/contract';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import { fetchPackageOptions } from './api.ts';

const screen: CrudScreen = {
  key: 'tenant',
  base: '/api/blade-system/tenant',
  permission: 'tenant',
  schema: tenantEntity.submit,
  columns: [
    { field: 'tenantId', label: 'sys.tenantId', width: 110 },
    { field: 'tenantName', label: 'sys.tenant.tenantName' },
    { field: 'linkman', label: 'sys.tenant.linkman' },
    { field: 'contactNumber', label: 'sys.tenant.contactNumber' },
    { field: 'accountNumber', label: 'sys.tenant.accountNumber', width: 100 },
    { field: 'expireTime', label: 'sys.tenant.expireTime', width: 170 },
  ],
  search: [
    { name: 'tenantId', label: 'sys.tenantId' },
    { name: 'tenantName', label: 'sys.tenant.tenantName' },
    { name: 'linkman', label: 'sys.tenant.linkman' },
  ],
  fields: [
    { name: 'tenantName', label: 'sys.tenant.tenantName', required: true },
    { name: 'linkman', label: 'sys.tenant.linkman' },
    { name: 'contactNumber', label: 'sys.tenant.contactNumber' },
    { name: 'domain', label: 'sys.tenant.domain' },
    { name: 'accountNumber', label: 'sys.tenant.accountNumber', type: 'number', hideOn: ['edit', 'view'], defaultValue: -1 },
    { name: 'packageId', label: 'sys.tenant.packageId', type: 'select', loadOptions: fetchPackageOptions, hideOn: ['edit', 'view'] },
    { name: 'address', label: 'sys.tenant.address', wide: true },
    { name: 'backgroundUrl', label: 'sys.tenant.backgroundUrl', wide: true },
  ],
};

export function TenantPage() {
  return <CrudPage screen={screen} />;
}
