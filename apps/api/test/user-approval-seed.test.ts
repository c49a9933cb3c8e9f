// The 待审核 menu reaches installs seeded before it: beside 用户管理, granted to the administrator roles that hold
// 用户管理 (the platform's `administrator`, a tenant's `admin`), never to staff; and to a tenant created afterwards.
import { describe, expect, it } from 'vitest';
import { TEST_HASH_COST } from '../src/config.ts';
import { createPrisma } from '../src/db/prisma.ts';
import { createPasswords } from '../src/modules/auth/password.ts';
import { seed } from '../src/seed/seed.ts';
import { cloneDatabase } from './test-app.ts';

const NO_REFERENCE = {
  referenceData: false,
  starterTerms: false,
  passwords: createPasswords(TEST_HASH_COST),
  accounts: { trial: true } as const,
};
const WANTED = ['user_approval', 'user_approval_approve', 'user_approval_reject'];

describe('user-approval-menu-v1', () => {
  it('adds 待审核 to an install seeded before it, for administrator roles holding 用户管理, not staff', async () => {
    const old = createPrisma(await cloneDatabase('tpl_migrated'), 2);
    try {
      await seed(old, NO_REFERENCE);
      // As the install was: no such menu, no step recorded; a tenant whose admin role holds 用户管理 (not 系统管理).
      await old.$executeRaw`DELETE FROM blade_role_menu WHERE menu_id IN (SELECT id FROM blade_menu WHERE code LIKE 'user_approval%')`;
      await old.$executeRaw`DELETE FROM blade_menu WHERE code LIKE 'user_approval%'`;
      await old.seedHistory.delete({ where: { name: 'user-approval-menu-v1' } });
      const user = await old.menu.findFirstOrThrow({ where: { code: 'user', category: 1 } });
      await old.role.create({ data: { id: 78n, tenantId: '100078', roleName: '管理员', roleAlias: 'admin' } });
      await old.roleMenu.create({ data: { id: 780n, roleId: 78n, menuId: user.id } });

      expect(await seed(old, NO_REFERENCE)).toEqual(['user-approval-menu-v1']);
      const codesOf = async (where: { roleAlias: string; tenantId?: string }) => {
        const role = await old.role.findFirstOrThrow({ where });
        return (await old.roleMenu.findMany({ where: { roleId: role.id }, include: { menu: true } })).map((l) => l.menu.code);
      };
      expect(await codesOf({ roleAlias: 'administrator' })).toEqual(expect.arrayContaining(WANTED));
      expect(await codesOf({ roleAlias: 'admin', tenantId: '100078' })).toEqual(expect.arrayContaining(WANTED));
      for (const alias of ['user', 'hr', 'boss', 'manager']) {
        expect(
          (await codesOf({ roleAlias: alias })).filter((c) => WANTED.includes(c)),
          alias,
        ).toEqual([]);
      }
      const placed = await old.menu.findFirstOrThrow({ where: { code: 'user_approval' } });
      expect(placed.parentId).toBe(user.parentId);
      expect(await seed(old, NO_REFERENCE)).toEqual([]);
    } finally {
      await old.$disconnect();
    }
  });
});
