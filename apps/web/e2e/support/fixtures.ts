// Records a browser test creates through the API as admin (its own role, user, scope), so tests that change a
// user's grants or password never touch the seeded accounts other tests sign in with.
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiGet, apiPost, BASIC } from './api.ts';
import { captchaCode } from './captcha.ts';

const SYS = '/api/blade-system';
type Node = { id: string; title?: string; roleAlias?: string; children?: Node[] };

function find(nodes: Node[], match: (n: Node) => boolean): Node | undefined {
  for (const n of nodes) {
    if (match(n)) return n;
    const hit = find(n.children ?? [], match);
    if (hit) return hit;
  }
  return undefined;
}

/** A root role granted the given menus (by name, parents included); answers its id. */
export async function createRole(page: Page, roleName: string, roleAlias: string, menus = ['系统管理', '参数管理']): Promise<string> {
  await apiPost(page, `${SYS}/role/submit`, { roleName, roleAlias, sort: 9 });
  const id = await roleId(page, roleAlias);
  const menuIds = await Promise.all(menus.map((name) => menuId(page, name)));
  if (menuIds.length) await apiPost(page, `${SYS}/role/grant`, { roleIds: [id], menuIds, dataScopeIds: [], apiScopeIds: [] });
  return id;
}

/** The id of a role by its alias (a seeded one, to give a user of the test's own the menus of seeded staff). */
export async function roleId(page: Page, roleAlias: string): Promise<string> {
  const roles = await apiGet<Node[]>(page, `${SYS}/role/list?roleAlias=${encodeURIComponent(roleAlias)}`);
  return find(roles, (r) => r.roleAlias === roleAlias)!.id;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * Signs in through the API (password grant, with a captcha answered from the database as a person reads it) and
 * changes the password, as the user themselves.
 */
async function changeOwnPassword(request: APIRequestContext, account: string, from: string, to: string): Promise<void> {
  const { key } = (await (await request.get('/api/blade-auth/oauth/captcha')).json()) as { key: string };
  const signIn = await request.post('/api/blade-auth/oauth/token', {
    headers: { Authorization: BASIC, 'Tenant-Id': '000000', 'Captcha-Key': key, 'Captcha-Code': await captchaCode(key) },
    params: { grant_type: 'password', username: account, password: md5(from), tenantId: '000000', scope: 'all' },
  });
  const token = ((await signIn.json()) as { access_token?: string }).access_token;
  if (!token) throw new Error(`sign-in of ${account} failed: ${await signIn.text()}`);
  const res = await request.post(`${SYS}/user/update-password`, {
    headers: { 'Blade-Auth': `bearer ${token}` },
    params: { oldPassword: md5(from), newPassword: md5(to), newPassword1: md5(to) },
  });
  const body = (await res.json()) as { success: boolean; msg: string };
  if (!body.success) throw new Error(`password change of ${account} failed: ${body.msg}`);
}

/**
 * A user of tenant 000000 holding one role; the password equals the account. Answers its id. A password set by
 * the administrator must be changed at the first sign-in, so the user makes it their own (through a temporary one
 * and back) before the test signs in with it.
 */
export async function createUser(page: Page, account: string, roleId: string, more: Record<string, string> = {}): Promise<string> {
  await apiPost(page, `${SYS}/user/submit`, {
    account,
    password: account,
    name: account,
    realName: 'E2E',
    phone: '13900000000',
    roleId,
    ...more,
  });
  const users = await apiGet<{ records: { id: string; account: string }[] }>(
    page,
    `${SYS}/user/page?account=${encodeURIComponent(account)}`,
  );
  await changeOwnPassword(page.request, account, account, `${account}-own`);
  await changeOwnPassword(page.request, account, `${account}-own`, account);
  return users.records.find((u) => u.account === account)!.id;
}

/** The id of a menu by its name, from the grant tree. */
export async function menuId(page: Page, name: string): Promise<string> {
  const tree = await apiGet<{ menu: Node[] }>(page, `${SYS}/menu/grant-tree`);
  return find(tree.menu, (n) => n.title === name)!.id;
}
