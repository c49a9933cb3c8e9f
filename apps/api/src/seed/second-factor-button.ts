// Installs seeded before the second factor existed get its reset button under 用户管理, granted to every role that
// may already unlock accounts (the platform administrator and each tenant's admin): the same hands, a like action.
// New installs have it from the menu tree (prisma/seed/menus.ts).
import type { Tx } from '../db/prisma.ts';
import { nextId } from '../db/snowflake.ts';

const CODE = 'user_second_factor';

export async function seedSecondFactorButton(tx: Tx): Promise<void> {
  if (await tx.menu.count({ where: { code: CODE } })) return;
  const userMenu = await tx.menu.findFirst({ where: { code: 'user', category: 1 } });
  const unlock = await tx.menu.findFirst({ where: { code: 'user_unlock' } });
  if (!userMenu || !unlock) return;
  const id = nextId();
  await tx.menu.create({
    data: {
      id,
      parentId: userMenu.id,
      code: CODE,
      name: '重置两步验证',
      alias: 'second-factor',
      path: `${userMenu.path}/second-factor`,
      sort: unlock.sort + 1,
      category: 2,
      action: 1,
      isOpen: 1,
    },
  });
  const holders = await tx.roleMenu.findMany({ where: { menuId: unlock.id }, select: { roleId: true } });
  if (holders.length) await tx.roleMenu.createMany({ data: holders.map((h) => ({ id: nextId(), roleId: h.roleId, menuId: id })) });
}
