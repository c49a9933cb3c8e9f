// Data scopes (blade_scope_data), Blade's /blade-system/data-scope: row filters on one resource's lists, granted
// to roles through role/grant. A platform table; lists are entity-bound (exact values), e.g. `list?menuId=`.
import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEntity, zInt, zRequiredText, zText } from '../crud.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';

export const dataScopeEntity = defineEntity({
  name: 'data_scope',
  base: '/blade-system/data-scope',
  record: z.object({
    ...baseRecordShape,
    menuId: z.string(),
    resourceCode: z.string(),
    scopeName: z.string(),
    scopeField: z.string().nullable(),
    scopeClass: z.string().nullable(),
    scopeColumn: z.string().nullable(),
    scopeType: z.number(),
    scopeTypeName: z.string(),
    scopeValue: z.string().nullable(),
    remark: z.string().nullable(),
  }),
  submit: z.object({
    id: zSubmitId,
    menuId: ZId,
    // The entity name whose lists the scope narrows (e.g. `post`).
    resourceCode: zRequiredText(255),
    scopeName: zRequiredText(255),
    scopeField: zText(255),
    scopeClass: zText(500),
    // The column compared (snake_case, e.g. create_user, create_dept). "-" is Saber's "no column" (its 全部可见 rule
    // fills it in): stored as none, like "".
    scopeColumn: z
      .union([
        z.literal(''),
        z.literal('-'),
        z
          .string()
          .trim()
          .max(255)
          .regex(/^[a-z][a-z0-9_]*$/, 'v.snakeColumn'),
      ])
      .optional()
      .nullable()
      .transform((v) => (v && v !== '-' ? v : null)),
    // 1 all, 2 own, 3 own dept, 4 own dept and children, 5 custom (dict data_scope_type)
    scopeType: zInt.min(1).max(5),
    // Custom (5): comma-joined values of the column.
    scopeValue: zText(2000),
    remark: zText(255),
  }),
  filters: { ...baseFilters, menuId: 'id', resourceCode: 'string', scopeName: 'string', scopeColumn: 'string', scopeType: 'int' },
  listStyle: 'entity',
  sortable: ['scopeName', 'resourceCode', 'createTime'],
  permission: 'data_scope',
  scope: 'platform',
  actions: ['list', 'detail', 'submit', 'remove'],
});
