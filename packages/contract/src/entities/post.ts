import { z } from 'zod';
import { defineEntity, field, zInt, zRequiredText, zText } from '../crud.ts';
import { defineRoute, tokenAccess } from '../route.ts';

export const postEntity = defineEntity({
  name: 'post',
  base: '/blade-system/post',
  fields: {
    category: field(zInt.min(1).max(4), ['岗位类型', 'Post type'], { dict: 'post_category', list: true, search: true }),
    postCode: field(zRequiredText(12), ['岗位编号', 'Post code'], { list: true, search: true, unique: true }),
    postName: field(zRequiredText(64), ['岗位名称', 'Post name'], { list: true, search: true }),
    sort: field(zInt.default(1), ['排序', 'Sort'], { list: true }),
    remark: field(zText(255), ['备注', 'Remark'], { input: 'textarea' }),
  },
  listStyle: 'entity',
  sortable: ['sort', 'createTime', 'postCode'],
  scope: 'tenant',
  actions: ['list', 'page', 'detail', 'submit', 'remove'],
  model: 'Post',
  defaultOrder: [{ sort: 'asc' }, { id: 'asc' }],
  screen: { path: '/system/post', name: '岗位管理', icon: 'Badge', parent: 'system' },
});

export const postRoutes = {
  select: defineRoute({
    method: 'GET',
    path: '/blade-system/post/select',
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(postEntity.record.extend({ categoryName: z.string().nullable() })),
    query: z.object({ tenantId: z.string().optional() }),
    summary: 'Every post of a tenant (the token tenant by default), for selects',
  }),
};
