// Calls of the system screens beyond the generic CRUD ones: the trees and selects of the forms, and the user
// actions (reset password, unlock, grant roles).
import { getData, http, type Envelope } from '../../api/http.ts';
import type { Option, TreeOption } from '../../components/crud/crud-types.ts';

const SYS = '/api/blade-system';

export const fetchMenuTree = () => getData<TreeOption[]>(`${SYS}/menu/tree`);
/** Trees and selects of one tenant: the caller's own unless a platform administrator names another. */
const ofTenant = (tenantId?: string) => (tenantId ? { tenantId } : undefined);
export const fetchRoleTree = (tenantId?: string) => getData<TreeOption[]>(`${SYS}/role/tree`, ofTenant(tenantId));
export const fetchDeptTree = (tenantId?: string) => getData<TreeOption[]>(`${SYS}/dept/tree`, ofTenant(tenantId));
export const fetchPostOptions = async (tenantId?: string): Promise<Option[]> =>
  (await getData<{ id: string; postName: string }[]>(`${SYS}/post/select`, ofTenant(tenantId))).map((p) => ({ value: String(p.id), label: p.postName }));
/** Every tenant (platform administrators only). */
export const fetchTenantOptions = async (): Promise<Option[]> =>
  (await getData<{ tenantId: string; tenantName: string }[]>(`${SYS}/tenant/select`)).map((t) => ({ value: t.tenantId, label: `${t.tenantName} (${t.tenantId})` }));
export const fetchPackageOptions = async (): Promise<Option[]> =>
  (await getData<{ id: string; packageName: string }[]>(`${SYS}/tenant-package/select`)).map((p) => ({ value: String(p.id), label: p.packageName }));

const ids = (list: string[]) => encodeURIComponent(list.join(','));
export const resetPasswords = (userIds: string[]) => http.post<Envelope<unknown>>(`${SYS}/user/reset-password?userIds=${ids(userIds)}`);
export const unlockUsers = (userIds: string[]) => http.post<Envelope<unknown>>(`${SYS}/user/unlock?userIds=${ids(userIds)}`);
export const grantUserRoles = (userIds: string[], roleIds: string[]) =>
  http.post<Envelope<unknown>>(`${SYS}/user/grant?userIds=${ids(userIds)}&roleIds=${ids(roleIds)}`);

export type GrantTree = { menu: TreeOption[]; dataScope: TreeOption[]; apiScope: TreeOption[] };
export type GrantKeys = { menu: string[]; dataScope: string[]; apiScope: string[] };
export const fetchGrantTree = () => getData<GrantTree>(`${SYS}/menu/grant-tree`);
export const fetchRoleTreeKeys = (roleIds: string[]) => getData<GrantKeys>(`${SYS}/menu/role-tree-keys`, { roleIds: roleIds.join(',') });
export const grantRoles = (body: { roleIds: string[]; menuIds: string[]; dataScopeIds: string[]; apiScopeIds: string[] }) =>
  http.post<Envelope<unknown>>(`${SYS}/role/grant`, body);
export const fetchGrantTopTree = async () => (await getData<{ menu: TreeOption[] }>(`${SYS}/menu/grant-top-tree`)).menu;
export const fetchTopTreeKeys = async (topMenuIds: string[]) =>
  (await getData<{ menu: string[] }>(`${SYS}/menu/top-tree-keys`, { topMenuIds: topMenuIds.join(',') })).menu;
export const grantTopMenus = (topMenuIds: string[], menuIds: string[]) => http.post<Envelope<unknown>>(`${SYS}/topmenu/grant`, { topMenuIds, menuIds });
