// Code-generator datasources (blade-api.md 6.2): PostgreSQL URLs. The password is write-only: records answer a mask,
// and a submit carrying the mask keeps the stored password.
import { z } from 'zod';
import { defineEntity, zRequiredText, zText } from '../crud.ts';
import { defineRoute, rolesAccess } from '../route.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';
import { zNoData } from '../common.ts';

/** What records answer instead of the password. */
export const PASSWORD_MASK = '******';

/**
 * The built-in datasource (seeded): the platform's own database, read through the server's own connection (no URL,
 * user or password of its own), for the platform administrator only, tables and columns only (docs/developer-tools.md).
 */
export const BUILTIN_DATASOURCE_ID = '1';

export const datasourceEntity = defineEntity({
  name: 'datasource',
  base: '/blade-develop/datasource',
  record: z.object({
    ...baseRecordShape,
    name: z.string(),
    driverClass: z.string(),
    url: z.string(),
    username: z.string(),
    password: z.string(),
    remark: z.string().nullable(),
    /** The built-in datasource: neither edited nor removed, its connection never answered. */
    builtIn: z.boolean(),
  }),
  submit: z.object({
    id: zSubmitId,
    name: zRequiredText(100),
    driverClass: zText(100),
    url: zRequiredText(500).regex(/^(jdbc:)?postgres(ql)?:\/\//, 'v.datasourceUrl'),
    username: zRequiredText(45),
    password: z.string().max(100).optional().nullable(),
    remark: zText(255),
  }),
  filters: { ...baseFilters, name: 'string', driverClass: 'string', url: 'string', username: 'string' },
  listStyle: 'entity',
  sortable: ['createTime', 'name'],
  permission: 'datasource',
  scope: 'platform',
  actions: ['list', 'detail', 'submit', 'remove'],
});

const admin = rolesAccess('administrator');

export const datasourceRoutes = {
  select: defineRoute({
    method: 'GET',
    path: '/blade-develop/datasource/select',
    access: admin,
    response: 'envelope',
    answer: z.array(z.object({ id: z.string(), name: z.string() })),
    summary: 'Every datasource (id, name), for selects',
  }),
  test: defineRoute({
    method: 'POST',
    path: '/blade-develop/datasource/test',
    access: admin,
    response: 'envelope',
    answer: zNoData,
    body: z.object({
      id: zSubmitId,
      url: zText(500),
      username: zText(45),
      password: z.string().max(100).optional().nullable(),
    }),
    summary:
      'Try to connect with a datasource form (with an id: the stored values for what the form leaves out or masks; the built-in one reads its catalog)',
  }),
};
