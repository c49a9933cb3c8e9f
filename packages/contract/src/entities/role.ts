// Roles (blade_role), Blade's /blade-system/role: a tenant tree of roles, and the grant of menus, data scopes and
// API scopes to roles. Lists answer trees (RoleVO), not pages.
import { z } from 'zod';
import { isBladeIdCsv, ZId, zNoData, zTree, ZTreeNode } from '../common.ts';
import { defineEntity, zInt, zRequiredText } from '../crud.ts';
import { defineRoute, permissionAccess, tokenAccess } from '../route.ts';
import { zSubmitId } from './base.ts';
import { zIdArray } from './topmenu.ts';
import { zParentId } from './tree-fields.ts';

export const roleEntity = defineEntity({
  name: 'role',
  base: '/blade-system/role',
  record: z.object({
    id: z.string(),
    tenantId: z.string(),
    parentId: z.string(),
    roleName: z.string(),
    sort: z.number(),
    roleAlias: z.string(),
    isDeleted: z.number(),
    parentName: z.string(),
    hasChildren: z.boolean().optional(),
    children: z.array(z.unknown()).optional(),
  }),
  submit: z.object({
    id: zSubmitId,
    parentId: zParentId,
    roleName: zRequiredText(255),
    roleAlias: zRequiredText(255).regex(/^[A-Za-z0-9_-]+$/, 'v.alias'),
    sort: zInt.min(0).max(99_999).default(1),
    // Honoured only for tenant 000000's administrator creating a root role of another tenant.
    tenantId: z
      .union([
        z.literal(''),
        z.null(),
        z
          .string()
          .trim()
          .regex(/^\d{6}$/, 'v.tenantId'),
      ])
      .optional()
      .transform((v) => v || undefined),
  }),
  filters: { id: 'id', parentId: 'id', tenantId: 'string', roleName: 'string', roleAlias: 'string', sort: 'int' },
  listStyle: 'map',
  sortable: ['sort', 'roleName', 'roleAlias'],
  permission: 'role',
  scope: 'tenant',
  // Blade's `list` is a tree (roleRoutes.list); `page` is the flat paged list.
  actions: ['page', 'detail', 'submit', 'remove'],
});

export const ZRoleGrant = z.object({
  roleIds: zIdArray.refine((ids) => ids.length > 0, 'v.atLeastOneRole'),
  menuIds: zIdArray,
  dataScopeIds: zIdArray,
  apiScopeIds: zIdArray,
});

const rolePath = (action: string) => `/blade-system/role/${action}`;

export const roleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: rolePath('list'),
    access: permissionAccess('role'),
    response: 'envelope',
    answer: z.array(zTree('RoleVO', roleEntity.record.extend({ hasChildren: z.boolean().optional() }))),
    query: z.looseObject({}),
    summary: "The caller's tenant's roles as a RoleVO tree (map filters roleName, roleAlias)",
  }),
  tree: defineRoute({
    method: 'GET',
    path: rolePath('tree'),
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(ZTreeNode),
    query: z.object({
      tenantId: z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'v.tenantId')
        .optional()
        .or(z.literal('').transform(() => undefined)),
    }),
    summary: "TreeNode tree of a tenant's roles (the caller's tenant unless tenant 000000's administrator asks)",
  }),
  treeById: defineRoute({
    method: 'GET',
    path: rolePath('tree-by-id'),
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(ZTreeNode),
    query: z.object({ roleId: ZId }),
    summary: 'TreeNode tree of one role and its descendants',
  }),
  select: defineRoute({
    method: 'GET',
    path: rolePath('select'),
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(roleEntity.record.omit({ parentName: true })),
    query: z.object({
      userId: ZId.optional(),
      roleId: z
        .string()
        .trim()
        .refine(isBladeIdCsv, 'v.numericIds')
        .optional()
        .or(z.literal('').transform(() => undefined)),
    }),
    summary: 'The roles of a user, or the roles of a comma-joined id list (every visible role when neither is given)',
  }),
  grant: defineRoute({
    method: 'POST',
    path: rolePath('grant'),
    access: permissionAccess('role_grant'),
    response: 'envelope',
    answer: zNoData,
    body: ZRoleGrant,
    summary: 'Replace the menus, data scopes and API scopes granted to roles',
  }),
};
