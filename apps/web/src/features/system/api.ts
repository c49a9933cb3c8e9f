// Calls of the system screens beyond the generic CRUD ones: the trees and selects of the forms, and the user
// actions (reset password, unlock, grant roles).
import { call } from '../../api/client.ts';
import * as deptRoutes from '../../generated/routes/dept.ts';
import * as menuRoutes from '../../generated/routes/menu.ts';
import * as postRoutes from '../../generated/routes/post.ts';
import * as roleRoutes from '../../generated/routes/role.ts';
import * as secondFactorRoutes from '../../generated/routes/second-factor.ts';
import * as systemRoutes from '../../generated/routes/system.ts';
import * as tenantRoutes from '../../generated/routes/tenant.ts';
import * as tenantPackageRoutes from '../../generated/routes/tenant-package.ts';
import * as topmenuRoutes from '../../generated/routes/topmenu.ts';
import * as userRoutes from '../../generated/routes/user.ts';
import type { Option, TreeOption } from '../../components/crud/crud-types.ts';
import { seededOptions, seededTree } from '../../api/seeded-pickers.ts';

export const fetchMenuTree = (): Promise<TreeOption[]> => call(menuRoutes.tree);
/** Trees and selects of one tenant: the caller's own unless a platform administrator names another. */
const ofTenant = (tenantId?: string) => ({ query: tenantId ? { tenantId } : {} });
export const fetchRoleTree = (tenantId?: string): Promise<TreeOption[]> => call(roleRoutes.tree, ofTenant(tenantId));
export const fetchDeptTree = (tenantId?: string): Promise<TreeOption[]> => call(deptRoutes.tree, ofTenant(tenantId));
/** The forms' pickers: the same trees and posts, the seeded ones named in the console's language. */
export const pickMenuTree = () => seededTree(fetchMenuTree(), (n) => (n.code ? `menu.${n.code}` : undefined));
export const pickRoleTree = (tenantId?: string) => seededTree(fetchRoleTree(tenantId), (n) => `role.${n.id}`);
export const pickDeptTree = (tenantId?: string) => seededTree(fetchDeptTree(tenantId), (n) => `dept.${n.id}`);
export const pickPostOptions = (tenantId?: string) =>
  seededOptions(
    call(postRoutes.select, ofTenant(tenantId)),
    (p) => ({ value: String(p.id), label: p.postName }),
    (p) => `post.${p.postCode}`,
  );
/** Every tenant (platform administrators only). */
export const fetchTenantOptions = async (): Promise<Option[]> =>
  (await call(tenantRoutes.select)).map((t) => ({ value: t.tenantId, label: `${t.tenantName} (${t.tenantId})` }));
export const fetchPackageOptions = async (): Promise<Option[]> =>
  (await call(tenantPackageRoutes.select)).map((p) => ({ value: String(p.id), label: p.packageName }));

const ids = (list: string[]) => list.join(',');
export const resetPasswords = (userIds: string[]) => call(userRoutes.resetPassword, { query: { userIds: ids(userIds) } });
export const resetSecondFactors = (userIds: string[]) => call(secondFactorRoutes.reset, { query: { userIds: ids(userIds) } });
export const unlockUsers = (userIds: string[]) => call(systemRoutes.userUnlock, { query: { userIds: ids(userIds) } });
export const grantUserRoles = (userIds: string[], roleIds: string[]) =>
  call(userRoutes.grant, { query: { userIds: ids(userIds), roleIds: ids(roleIds) } });

export type GrantTree = { menu: TreeOption[]; dataScope: TreeOption[]; apiScope: TreeOption[] };
export type GrantKeys = { menu: string[]; dataScope: string[]; apiScope: string[] };
export const fetchGrantTree = (): Promise<GrantTree> => call(menuRoutes.grantTree);
export const fetchRoleTreeKeys = (roleIds: string[]): Promise<GrantKeys> =>
  call(menuRoutes.roleTreeKeys, { query: { roleIds: ids(roleIds) } });
export const grantRoles = (body: { roleIds: string[]; menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] }) =>
  call(roleRoutes.grant, { body });
export const fetchGrantTopTree = async (): Promise<TreeOption[]> => (await call(menuRoutes.grantTopTree)).menu;
export const fetchTopTreeKeys = async (topMenuIds: string[]) =>
  (await call(menuRoutes.topTreeKeys, { query: { topMenuIds: ids(topMenuIds) } })).menu;
export const grantTopMenus = (topMenuIds: string[], menuIds: string[]) => call(topmenuRoutes.grant, { body: { topMenuIds, menuIds } });
