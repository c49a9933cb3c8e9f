// Top menus (blade_top_menu), Blade's /blade-system/topmenu: tenant rows, each given a set of menus
// (blade_top_menu_setting) that `menu/routes?topMenuId=` narrows the side menu to.
import { z } from 'zod';
import { ZId, zIdText, zNoData } from '../common.ts';
import { defineEntity, zInt, zRequiredText, zText } from '../crud.ts';
import { defineRoute, permissionAccess } from '../route.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';

export const topMenuEntity = defineEntity({
  name: 'topmenu',
  base: '/blade-system/topmenu',
  record: z.object({
    ...baseRecordShape,
    tenantId: z.string(),
    code: z.string(),
    name: z.string(),
    source: z.string().nullable(),
    sort: z.number(),
  }),
  submit: z.object({
    id: zSubmitId,
    code: zRequiredText(255),
    name: zRequiredText(255),
    source: zText(255),
    sort: zInt.min(0).max(99_999).default(1),
  }),
  filters: { ...baseFilters, tenantId: 'string', code: 'string', name: 'string', sort: 'int' },
  listStyle: 'entity',
  sortable: ['sort', 'code', 'name', 'createTime'],
  permission: 'topmenu',
  scope: 'tenant',
  actions: ['list', 'detail', 'submit', 'remove'],
  // Codes are unique within the tenant (the tenancy extension scopes the check to it).
  unique: ['code'],
});

/** Ids in a JSON body: an array of ids (strings or numbers) or Blade's comma-joined string. */
const zCommaIds = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(zIdText('v.numericIds')));
export const zIdArray = z
  .union([z.array(ZId), zCommaIds])
  .optional()
  .default([])
  .transform((ids) => [...new Set(ids)]);

export const ZTopMenuGrant = z.object({
  topMenuIds: zIdArray.refine((ids) => ids.length > 0, 'v.atLeastOneTopMenu'),
  menuIds: zIdArray,
});

export const topMenuRoutes = {
  grant: defineRoute({
    method: 'POST',
    path: '/blade-system/topmenu/grant',
    access: permissionAccess('topmenu_setting'),
    response: 'envelope',
    answer: zNoData,
    body: ZTopMenuGrant,
    summary: 'Replace the menus of top menus',
  }),
};
