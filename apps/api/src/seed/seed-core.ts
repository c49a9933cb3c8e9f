// The first seed step: Blade's default data and the product's menu tree, granted to the administrator role.
import { ADMIN_TENANT, CLIENTS, DEPTS, PARAMS, POSTS, ROLES, USERS } from '@blade/prisma/seed/core-data.ts';
import { DICTS } from '@blade/prisma/seed/dicts.ts';
import type { SeedMenu } from '@blade/prisma/seed/menus.ts';
import { MENUS } from '@blade/prisma/seed/menus.ts';
import type { Prisma, Tx } from '../db/prisma.ts';
import { nextId } from '../db/snowflake.ts';
import type { Passwords } from '../modules/auth/password.ts';
import { md5Hex } from '../modules/auth/password.ts';
import type { SeedAccounts } from './first-admin.ts';
import { SEEDED_ADMIN_ID } from './first-admin.ts';

const ADMINISTRATOR_ROLE = ROLES.find((r) => r.roleAlias === 'administrator')!.id;

/** The rows of `menus` and their buttons and children, below `parentId`. */
export function flattenMenus(menus: SeedMenu[], parentId = 0n): Prisma.MenuCreateManyInput[] {
  return menus.flatMap((menu, index) => {
    const id = nextId();
    const row: Prisma.MenuCreateManyInput = {
      id,
      parentId,
      code: menu.code,
      name: menu.name,
      alias: 'menu',
      path: menu.path,
      source: menu.source ?? null,
      sort: index + 1,
      category: 1,
      action: 0,
      isOpen: menu.isOpen ?? 1,
      remark: menu.remark ?? null,
    };
    const buttons = (menu.buttons ?? []).map((b, i): Prisma.MenuCreateManyInput => ({
      id: nextId(),
      parentId: id,
      code: b.code,
      name: b.name,
      alias: b.alias,
      path: `${menu.path}/${b.alias}`,
      sort: i + 1,
      category: 2,
      action: b.action,
      isOpen: 1,
    }));
    return [row, ...buttons, ...flattenMenus(menu.children ?? [], id)];
  });
}

/**
 * The seeded accounts: with `trial`, every one with its name as password; otherwise the administrator alone, whose
 * generated password must be changed at the first sign-in. bcrypt is slow on purpose: hash before the transaction.
 */
export async function prepareCoreSeed(passwords: Passwords, accounts: SeedAccounts) {
  if (accounts.trial)
    return Promise.all(
      USERS.map(async (u) => ({ ...u, password: await passwords.hash(md5Hex(u.account)), passwordChangeRequired: false })),
    );
  const admin = USERS.find((u) => u.id === SEEDED_ADMIN_ID)!;
  return [{ ...admin, password: await passwords.hash(md5Hex(accounts.adminPassword)), passwordChangeRequired: accounts.generated }];
}

export async function seedCore(tx: Tx, users: Awaited<ReturnType<typeof prepareCoreSeed>>) {
  const tenantId = ADMIN_TENANT.tenantId;
  await tx.tenant.create({ data: ADMIN_TENANT });
  await tx.client.createMany({ data: CLIENTS });
  await tx.role.createMany({ data: ROLES.map((r) => ({ ...r, tenantId })) });
  await tx.dept.createMany({ data: DEPTS.map((d) => ({ ...d, tenantId })) });
  await tx.post.createMany({ data: POSTS.map((p) => ({ ...p, tenantId })) });
  await tx.user.createMany({ data: users.map(({ roleId: _roleId, ...u }) => ({ ...u, tenantId })) });
  await tx.userRole.createMany({ data: users.map((u) => ({ id: nextId(), userId: u.id, roleId: u.roleId })) });
  await tx.param.createMany({ data: PARAMS.map((p) => ({ ...p, id: nextId() })) });

  for (const [code, dict] of Object.entries(DICTS)) {
    const parentId = nextId();
    await tx.dict.create({ data: { id: parentId, parentId: 0n, code, dictKey: '-1', dictValue: dict.name, sort: 1 } });
    await tx.dict.createMany({
      data: dict.items.map(([dictKey, dictValue, remark], i) => ({
        id: nextId(),
        parentId,
        code,
        dictKey,
        dictValue,
        remark: remark ?? null,
        sort: i + 1,
      })),
    });
  }

  const menus = flattenMenus(MENUS);
  await tx.menu.createMany({ data: menus });
  await tx.roleMenu.createMany({ data: menus.map((m) => ({ id: nextId(), roleId: ADMINISTRATOR_ROLE, menuId: m.id as bigint })) });
}
