// Installs seeded before provider sign-in get 登录方式 (the tenant's OIDC providers) and the user screen's 第三方账号
// button. Both go to the hands that already manage accounts: administrator roles holding 用户管理 (a tenant's admin
// holds it without holding 系统管理 itself), and the button to every role that may unlock accounts.
import type { Tx } from '../db/prisma.ts';
import { nextId } from '../db/snowflake.ts';
import { addSeededMenus } from './seed-added-menus.ts';

const ADMIN_ALIASES = ['administrator', 'admin'];

async function grantTo(tx: Tx, roleIds: bigint[], menuIds: bigint[]): Promise<void> {
  const held = await tx.roleMenu.findMany({
    where: { roleId: { in: roleIds }, menuId: { in: menuIds } },
    select: { roleId: true, menuId: true },
  });
  const has = new Set(held.map((h) => `${h.roleId}:${h.menuId}`));
  const grants = roleIds.flatMap((roleId) =>
    menuIds.filter((menuId) => !has.has(`${roleId}:${menuId}`)).map((menuId) => ({ id: nextId(), roleId, menuId })),
  );
  if (grants.length) await tx.roleMenu.createMany({ data: grants });
}

export async function seedOidcMenus(tx: Tx): Promise<void> {
  const userMenu = await tx.menu.findFirst({ where: { code: 'user', category: 1 } });
  if (!userMenu) return;
  await addSeededMenus(tx, ['oidc_provider']);
  const providers = await tx.menu.findFirst({ where: { code: 'oidc_provider', category: 1 } });
  if (providers) {
    const rows = [providers.id, ...(await tx.menu.findMany({ where: { parentId: providers.id }, select: { id: true } })).map((m) => m.id)];
    const admins = await tx.role.findMany({
      where: { roleAlias: { in: ADMIN_ALIASES }, menus: { some: { menuId: userMenu.id } } },
      select: { id: true },
    });
    await grantTo(
      tx,
      admins.map((r) => r.id),
      rows,
    );
  }

  if (await tx.menu.count({ where: { code: 'user_oauth' } })) return;
  const unlock = await tx.menu.findFirst({ where: { code: 'user_unlock' } });
  if (!unlock) return;
  const id = nextId();
  await tx.menu.create({
    data: {
      id,
      parentId: userMenu.id,
      code: 'user_oauth',
      name: '第三方账号',
      alias: 'oauth',
      path: `${userMenu.path}/oauth`,
      sort: unlock.sort + 2,
      category: 2,
      action: 2,
      isOpen: 1,
    },
  });
  const holders = await tx.roleMenu.findMany({ where: { menuId: unlock.id }, select: { roleId: true } });
  await grantTo(
    tx,
    holders.map((h) => h.roleId),
    [id],
  );
}
