// Calls of the system screens beyond the generic CRUD ones: the trees and selects of the forms, and the user
// actions (reset password, unlock, grant roles).
import { getData, http, type Envelope } from '../../api/http.ts';
import type { Option, TreeOption } from '../../components/crud/crud-types.ts';

const SYS = '/api/blade-system';

export const fetchMenuTree = () => getData<TreeOption[]>(`${SYS}/menu/tree`);
export const fetchRoleTree = () => getData<TreeOption[]>(`${SYS}/role/tree`);
export const fetchDeptTree = () => getData<TreeOption[]>(`${SYS}/dept/tree`);
export const fetchPostOptions = async (): Promise<Option[]> =>
  (await getData<{ id: string; postName: string }[]>(`${SYS}/post/select`)).map((p) => ({ value: String(p.id), label: p.postName }));
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
