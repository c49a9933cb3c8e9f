// Departments: a tenant's organisation tree. `ancestors` is the comma path of parent ids from the root ("0,...").
import { z } from 'zod';
import { isBladeIdCsv, ZId, zTree, ZTreeNode } from '../common.ts';
import { defineEntity, zBlank, zInt, zRequiredText, zText } from '../crud.ts';
import { defineRoute, permissionAccess, tokenAccess } from '../route.ts';
import { zSubmitId } from './base.ts';
import { zParentId } from './tree-fields.ts';

export const deptEntity = defineEntity({
  name: 'dept',
  base: '/blade-system/dept',
  record: z.object({
    id: z.string(),
    tenantId: z.string(),
    parentId: z.string(),
    ancestors: z.string(),
    deptCategory: z.number(),
    deptName: z.string(),
    fullName: z.string().nullable(),
    sort: z.number(),
    remark: z.string().nullable(),
    isDeleted: z.number(),
    /** DeptVO: the parent's deptName and the org_category label. */
    parentName: z.string(),
    deptCategoryName: z.string(),
  }),
  submit: z.object({
    id: zSubmitId,
    parentId: zParentId,
    deptName: zRequiredText(45),
    fullName: zText(45),
    /** Saber's form has no such field (SpringBlade's dept may leave it out): kept on edit, 1 (公司) on insert. */
    deptCategory: zBlank(zInt.min(1).max(3)),
    sort: zInt.min(-999_999).max(999_999),
    remark: zText(255),
  }),
  filters: { id: 'id', tenantId: 'string', parentId: 'id', deptName: 'string', fullName: 'string', deptCategory: 'int', sort: 'int' },
  listStyle: 'map',
  sortable: ['sort', 'deptName'],
  permission: 'dept',
  scope: 'tenant',
  // Blade's `list` is a tree (deptRoutes.list); `page` is the flat paged list.
  actions: ['page', 'detail', 'submit', 'remove'],
});

const read = permissionAccess('dept');
const ZTenantQuery = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'v.tenantId')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** The dept screens' tree: DeptVO rows with their children. */
const zDeptVoTree = z.array(zTree('DeptVO', deptEntity.record.extend({ hasChildren: z.boolean().optional() })));

export const deptRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/blade-system/dept/list',
    access: read,
    response: 'envelope',
    answer: zDeptVoTree,
    query: z.looseObject({}),
    summary: 'Every dept as a DeptVO tree (map filters)',
  }),
  lazyList: defineRoute({
    method: 'GET',
    path: '/blade-system/dept/lazy-list',
    access: read,
    response: 'envelope',
    answer: zDeptVoTree,
    query: z.looseObject({ parentId: ZId.optional() }),
    summary: 'One level of DeptVOs with hasChildren (all levels when searching without parentId)',
  }),
  // Dept pickers of other screens (users, roles) read these: a token is enough, rows stay in the caller's tenant.
  tree: defineRoute({
    method: 'GET',
    path: '/blade-system/dept/tree',
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(ZTreeNode),
    query: z.object({ tenantId: ZTenantQuery }),
    summary: "A tenant's depts as TreeNodes (another tenant only for tenant 000000's administrator)",
  }),
  lazyTree: defineRoute({
    method: 'GET',
    path: '/blade-system/dept/lazy-tree',
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(ZTreeNode),
    query: z.object({ tenantId: ZTenantQuery, parentId: ZId.default('0') }),
    summary: 'One level of TreeNodes with hasChildren',
  }),
  select: defineRoute({
    method: 'GET',
    path: '/blade-system/dept/select',
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(deptEntity.record.omit({ parentName: true, deptCategoryName: true })),
    query: z.object({
      userId: ZId.optional(),
      deptId: z.string().trim().refine(isBladeIdCsv, 'v.numericIds').optional(),
    }),
    summary: 'The depts of a user, or the given depts',
  }),
};
