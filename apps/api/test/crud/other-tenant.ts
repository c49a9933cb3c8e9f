// A second tenant with its own `admin` role (granted every menu) and `admin` user, made directly in the database so
// the isolation tests do not depend on tenant provisioning.
import { md5Hex } from '../../src/modules/auth/password.ts';
import { nextId } from '../../src/db/snowflake.ts';
import type { TestApp } from '../test-app.ts';
import { signInWith } from '../test-app.ts';

export const OTHER_TENANT = '100001';

/** Signs in as the second tenant's admin, creating the tenant on first use in this database. */
export async function createOtherTenantAdmin(t: TestApp): Promise<string> {
  const role = 9_100_001n;
  if (!(await t.db.tenant.count({ where: { tenantId: OTHER_TENANT } }))) await createTenantRows(t, role);
  const res = await signInWith(t, { grant_type: 'password', username: 'admin', password: md5Hex('admin2') }, { 'Tenant-Id': OTHER_TENANT });
  if (res.status !== 200) throw new Error(`other tenant sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}

async function createTenantRows(t: TestApp, role: bigint): Promise<void> {
  await t.db.tenant.create({ data: { id: nextId(), tenantId: OTHER_TENANT, tenantName: '第二租户' } });
  await t.db.role.create({ data: { id: role, tenantId: OTHER_TENANT, roleName: '管理员', roleAlias: 'admin' } });
  const menus = await t.db.menu.findMany({ select: { id: true } });
  await t.db.roleMenu.createMany({ data: menus.map((m) => ({ id: nextId(), roleId: role, menuId: m.id })) });
  const user = await t.db.user.create({
    data: {
      id: nextId(),
      tenantId: OTHER_TENANT,
      account: 'admin',
      name: 'admin2',
      realName: '二号管理员',
      password: await t.app.services.passwords.hash(md5Hex('admin2')),
    },
  });
  await t.db.userRole.create({ data: { id: nextId(), userId: user.id, roleId: role } });
}
