// /system/tenantpackage: tenant packages with the menu tree (spec 2, 5; no view button).
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as tenantPackageRoutes from '../../generated/routes/tenant-package.ts';
import { fetchMenuTree } from './api.ts';

const screen: CrudScreen = {
  key: 'tenantpackage',
  api: tenantPackageRoutes.crud,
  partialSearch: true,
  permission: 'tenantpackage',
  noView: true,
  columns: [
    { field: 'packageName', label: 'sys.tenantPackage.packageName' },
    { field: 'remark', label: 'sys.remark', flex: 2 },
  ],
  search: [{ name: 'packageName', label: 'sys.tenantPackage.packageName' }],
  fields: [
    { name: 'packageName', label: 'sys.tenantPackage.packageName', required: 'sys.tenantPackage.nameRequired', wide: true },
    {
      name: 'menuId',
      label: 'sys.tenantPackage.menuId',
      type: 'tree',
      loadTree: fetchMenuTree,
      required: 'sys.tenantPackage.menuRequired',
    },
    { name: 'remark', label: 'sys.remark', type: 'textarea' },
  ],
};

export function TenantPackagePage() {
  return <CrudPage screen={screen} />;
}
