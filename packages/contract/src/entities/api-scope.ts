// API scopes (blade_scope_api), Blade's /blade-system/api-scope: URL patterns a role must be granted (role/grant)
// before its users may call them. A platform table; lists are entity-bound (exact values), e.g. `list?menuId=`.
import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEntity, zInt, zRequiredText, zText } from '../crud.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';

export const apiScopeEntity = defineEntity({
  name: 'api_scope',
  base: '/blade-system/api-scope',
  record: z.object({
    ...baseRecordShape,
    menuId: z.string(),
    resourceCode: z.string(),
    scopeName: z.string(),
    scopePath: z.string(),
    scopeType: z.number(),
    scopeTypeName: z.string(),
    remark: z.string().nullable(),
  }),
  submit: z.object({
    id: zSubmitId,
    menuId: ZId,
    resourceCode: zRequiredText(255),
    scopeName: zRequiredText(255),
    // `/blade-system/post/**`: `*` is one path segment, `**` any rest (without the /api prefix).
    scopePath: zRequiredText(255).regex(/^\/[A-Za-z0-9_\-./*{}]*$/, 'v.scopePath'),
    // 1 system, 2 business (dict api_scope_type)
    scopeType: zInt.min(1).max(2),
    remark: zText(255),
  }),
  filters: { ...baseFilters, menuId: 'id', resourceCode: 'string', scopeName: 'string', scopePath: 'string', scopeType: 'int' },
  listStyle: 'entity',
  sortable: ['scopeName', 'scopePath', 'createTime'],
  permission: 'api_scope',
  scope: 'platform',
  actions: ['list', 'detail', 'submit', 'remove'],
});
