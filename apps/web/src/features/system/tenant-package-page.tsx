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
    { field: 'packageName', label: 'system:tenantPackage.packageName' },
    { field: 'remark', label: 'system:remark', flex: 2 },
  ],
  search: [{ name: 'packageName', label: 'system:tenantPackage.packageName' }],
  fields: [
    { name: 'packageName', label: 'system:tenantPackage.packageName', required: 'system:tenantPackage.nameRequired', wide: true },
    {
      name: 'menuId',
      label: 'system:tenantPackage.menuId',
      type: 'tree',
      loadTree: fetchMenuTree,
      required: 'system:tenantPackage.menuRequired',
    },
    { name: 'remark', label: 'system:remark', type: 'textarea' },
  ],
};

export function TenantPackagePage() {
  return <CrudPage screen={screen} />;
}
