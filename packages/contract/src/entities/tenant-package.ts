import { z } from 'zod';
import { zIdText } from '../common.ts';
import { defineEntity, zRequiredText, zText } from '../crud.ts';
import { defineRoute, rolesAccess } from '../route.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';

/**
 * The package's menus: Blade stores a comma-joined id string; a tree select may send an array. Either way the
 * result is the comma-joined, de-duplicated id list.
 */
export const zMenuIdList = z
  .union([z.string(), z.array(z.union([z.string(), z.number().int().nonnegative()]))])
  .transform((v) => [...new Set((Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(zIdText('v.numericIds')).min(1))
  .transform((ids) => ids.join(','));

export const tenantPackageEntity = defineEntity({
  name: 'tenantpackage',
  base: '/blade-system/tenant-package',
  record: z.object({ ...baseRecordShape, packageName: z.string(), menuId: z.string(), remark: z.string().nullable() }),
  submit: z.object({
    id: zSubmitId,
    packageName: zRequiredText(50),
    menuId: zMenuIdList,
    remark: zText(255),
  }),
  filters: { ...baseFilters, packageName: 'string' },
  listStyle: 'entity',
  sortable: ['packageName', 'createTime'],
  permission: 'tenantpackage',
  scope: 'platform',
  actions: ['list', 'detail', 'submit', 'remove'],
});

export const tenantPackageRoutes = {
  select: defineRoute({
    method: 'GET',
    path: '/blade-system/tenant-package/select',
    access: rolesAccess('administrator'),
    response: 'envelope',
    answer: z.array(tenantPackageEntity.record),
    summary: 'Every tenant package, for the tenant page’s package select',
  }),
};
