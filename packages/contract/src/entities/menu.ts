// Menus and buttons (blade_menu), Blade's /blade-system/menu. A platform table: every tenant shares the one menu
// tree; only tenant 000000's administrator changes it. Lists answer trees (MenuVO), not pages.
import { z } from 'zod';
import { treeNodeShape, ZId, ZIdList, ZTreeNode, zTree } from '../common.ts';
import { topMenuEntity } from './topmenu.ts';
import { defineEntity, zInt, zRequiredText, zText } from '../crud.ts';
import { defineRoute, permissionAccess, tokenAccess } from '../route.ts';
import { zSubmitId } from './base.ts';
import { zParentId } from './tree-fields.ts';

/** A menu as the menu screens read it: MenuVO with its form's and its dictionary codes' names. */
const menuRecord = z.object({
  id: z.string(),
  parentId: z.string(),
  code: z.string(),
  name: z.string(),
  alias: z.string(),
  path: z.string(),
  source: z.string(),
  sort: z.number(),
  category: z.number(),
  action: z.number(),
  isOpen: z.number(),
  component: z.string(),
  remark: z.string(),
  isDeleted: z.number(),
  parentName: z.string(),
  categoryName: z.string(),
  actionName: z.string(),
  isOpenName: z.string(),
  hasChildren: z.boolean().optional(),
});
/** A menu as the console's menu tree (routes, buttons) answers it: Blade's MenuVO, without the screens' extra fields. */
export const menuVo = menuRecord.omit({
  component: true,
  isDeleted: true,
  parentName: true,
  categoryName: true,
  actionName: true,
  isOpenName: true,
});
/** The menu screens' tree: records with their children. */
const zMenuTree = z.array(zTree('MenuRecord', menuRecord));
/** A grant picker's tree: TreeNodes carrying the menu (or scope) code when it has one. */
const zGrantTree = z.array(zTree('GrantNode', z.object({ ...treeNodeShape, code: z.string().optional() })));

export const menuEntity = defineEntity({
  name: 'menu',
  base: '/blade-system/menu',
  record: menuRecord,
  submit: z.object({
    id: zSubmitId,
    parentId: zParentId,
    code: zRequiredText(255),
    name: zRequiredText(255),
    alias: zText(255),
    path: zText(255),
    source: zText(255),
    sort: zInt.min(0).max(99_999).default(1),
    // 1 menu, 2 button (dict menu_category)
    category: zInt.min(1).max(2),
    // 0 none, 1 toolbar, 2 row, 3 both (dict button_func)
    action: zInt.min(0).max(3).default(0),
    // 1 no, 2 yes (dict yes_no): open in a new window. Saber's form says 0 for no and sends "" untouched: both no.
    isOpen: z.preprocess((v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v), zInt.min(1).max(2).default(1)),
    component: zText(255),
    remark: zText(255),
  }),
  filters: {
    id: 'id',
    parentId: 'id',
    code: 'string',
    name: 'string',
    alias: 'string',
    path: 'string',
    source: 'string',
    sort: 'int',
    category: 'int',
    action: 'int',
    isOpen: 'int',
    remark: 'string',
  },
  listStyle: 'map',
  sortable: ['sort', 'name', 'code'],
  permission: 'menu',
  scope: 'platform',
  // Blade's `list` is a tree (menuRoutes.list); `page` is the flat paged list.
  actions: ['page', 'detail', 'submit', 'remove'],
});

/** Map filters plus Blade's optional `parentId` (one level when given). */
// Saber's search sends `parentId=` (empty): no level, every match, as when it is absent.
const ZLazyQuery = z.looseObject({ parentId: z.preprocess((v) => (v === '' ? undefined : v), ZId.optional()) });
const menuPath = (action: string) => `/blade-system/menu/${action}`;
/** The menu screens and the scope screens (which pick a menu first) read menus. */
const readMenus = permissionAccess('menu', 'data_scope', 'api_scope');

export const menuRoutes = {
  list: defineRoute({
    method: 'GET',
    path: menuPath('list'),
    access: permissionAccess('menu'),
    response: 'envelope',
    answer: zMenuTree,
    query: z.looseObject({}),
    summary: 'Every menu and button as a MenuVO tree; with filters, the matches (orphans promoted to roots)',
  }),
  lazyList: defineRoute({
    method: 'GET',
    path: menuPath('lazy-list'),
    access: permissionAccess('menu'),
    response: 'envelope',
    answer: zMenuTree,
    query: ZLazyQuery,
    summary: 'One level of menus and buttons (parentId), each with hasChildren; every match when parentId is absent',
  }),
  menuList: defineRoute({
    method: 'GET',
    path: menuPath('menu-list'),
    access: readMenus,
    response: 'envelope',
    answer: zMenuTree,
    query: z.looseObject({}),
    summary: 'Tree of the menus (category 1) matching the filters',
  }),
  lazyMenuList: defineRoute({
    method: 'GET',
    path: menuPath('lazy-menu-list'),
    access: readMenus,
    response: 'envelope',
    answer: zMenuTree,
    query: ZLazyQuery,
    summary: 'One level of menus (category 1), each with hasChildren',
  }),
  tree: defineRoute({
    method: 'GET',
    path: menuPath('tree'),
    access: permissionAccess('menu', 'tenantpackage', 'topmenu'),
    response: 'envelope',
    answer: z.array(ZTreeNode),
    query: z.looseObject({}),
    summary: 'TreeNode tree of every menu (category 1), for parent and package pickers',
  }),
  grantTree: defineRoute({
    method: 'GET',
    path: menuPath('grant-tree'),
    access: permissionAccess('role'),
    response: 'envelope',
    answer: z.object({ menu: zGrantTree, dataScope: zGrantTree, apiScope: zGrantTree }),
    summary: 'What the caller may grant to a role: menus and buttons, data scopes and API scopes (under their menus)',
  }),
  roleTreeKeys: defineRoute({
    method: 'GET',
    path: menuPath('role-tree-keys'),
    access: permissionAccess('role'),
    response: 'envelope',
    answer: z.object({ menu: z.array(z.string()), dataScope: z.array(z.string()), apiScope: z.array(z.string()) }),
    query: z.object({ roleIds: ZIdList }),
    summary: 'The menu, data scope and API scope ids already granted to roles',
  }),
  grantTopTree: defineRoute({
    method: 'GET',
    path: menuPath('grant-top-tree'),
    access: permissionAccess('topmenu'),
    response: 'envelope',
    answer: z.object({ menu: zGrantTree }),
    summary: 'The menus (category 1) a top menu may be given',
  }),
  topTreeKeys: defineRoute({
    method: 'GET',
    path: menuPath('top-tree-keys'),
    access: permissionAccess('topmenu'),
    response: 'envelope',
    answer: z.object({ menu: z.array(z.string()) }),
    query: z.object({ topMenuIds: ZIdList }),
    summary: 'The menu ids already given to top menus',
  }),
  topMenu: defineRoute({
    method: 'GET',
    path: menuPath('top-menu'),
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(topMenuEntity.record),
    summary: "The caller's tenant's top menus, sorted",
  }),
};
