import { z } from 'zod';
import { ZId } from '../common.ts';
import { defineEntity, zInt, zRequiredText, zText } from '../crud.ts';
import { defineRoute, tokenAccess } from '../route.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';

export const postEntity = defineEntity({
  name: 'post',
  base: '/blade-system/post',
  record: z.object({
    ...baseRecordShape,
    tenantId: z.string(),
    category: z.number(),
    categoryName: z.string(),
    postCode: z.string(),
    postName: z.string(),
    sort: z.number(),
    remark: z.string().nullable(),
  }),
  submit: z.object({
    id: zSubmitId,
    category: zInt.min(1).max(4),
    postCode: zRequiredText(12),
    postName: zRequiredText(64),
    sort: zInt.default(1),
    remark: zText(255),
  }),
  filters: { ...baseFilters, tenantId: 'string', category: 'int', postCode: 'string', postName: 'string' },
  listStyle: 'entity',
  sortable: ['sort', 'createTime', 'postCode'],
  permission: 'post',
  scope: 'tenant',
  actions: ['list', 'page', 'detail', 'submit', 'remove'],
  model: 'Post',
  unique: ['postCode'],
  defaultOrder: [{ sort: 'asc' }, { id: 'asc' }],
  screen: { path: '/system/post', name: '岗位管理', icon: 'Badge', parent: 'system' },
});

export const postRoutes = {
  select: defineRoute({
    method: 'GET', path: '/blade-system/post/select', access: tokenAccess, response: 'envelope', answer: z.array(postEntity.record.extend({ categoryName: z.string().nullable() })),
    query: z.object({ tenantId: z.string().optional() }), summary: 'Every post of a tenant (the token tenant by default), for selects',
  }),
};
