// The message-review-v1 step reaches installs seeded before it: the approve-before-publish switch (off) and the 审核
// button of 留言管理, granted to the roles that already moderate the board (hold 回复 or 删除: the platform
// administrator, the seeded manager, a moderator role of another tenant), never to others (hr, boss, user).
import { TRANSLATE_MESSAGE_REVIEW } from '@blade/contract';
import { describe, expect, it } from 'vitest';
import { TEST_HASH_COST } from '../../src/config.ts';
import { createPrisma } from '../../src/db/prisma.ts';
import { createPasswords } from '../../src/modules/auth/password.ts';
import { seed } from '../../src/seed/seed.ts';
import { cloneDatabase } from '../test-app.ts';

const NO_REFERENCE = {
  referenceData: false,
  starterTerms: false,
  passwords: createPasswords(TEST_HASH_COST),
  accounts: { trial: true } as const,
};

describe('message-review-v1', () => {
  it('adds the switch and the 审核 button for the board moderators of an install seeded before it', async () => {
    const old = createPrisma(await cloneDatabase('tpl_migrated'), 2);
    try {
      await seed(old, NO_REFERENCE);
      // As the install was: no button, no switch, no step recorded; a role of another tenant that may only remove.
      await old.$executeRaw`DELETE FROM blade_role_menu WHERE menu_id IN (SELECT id FROM blade_menu WHERE code = 'translate_message_approve')`;
      await old.$executeRaw`DELETE FROM blade_menu WHERE code = 'translate_message_approve'`;
      await old.$executeRaw`DELETE FROM blade_param WHERE param_key = ${TRANSLATE_MESSAGE_REVIEW}`;
      await old.seedHistory.delete({ where: { name: 'message-review-v1' } });
      const remove = await old.menu.findFirstOrThrow({ where: { code: 'translate_message_delete' } });
      await old.role.create({ data: { id: 79n, tenantId: '100079', roleName: '版主', roleAlias: 'moderator' } });
      await old.roleMenu.create({ data: { id: 790n, roleId: 79n, menuId: remove.id } });

      expect(await seed(old, NO_REFERENCE)).toEqual(['message-review-v1']);
      expect(await old.param.findFirstOrThrow({ where: { paramKey: TRANSLATE_MESSAGE_REVIEW } })).toMatchObject({ paramValue: 'false' });
      const button = await old.menu.findFirstOrThrow({ where: { code: 'translate_message_approve' } });
      const board = await old.menu.findFirstOrThrow({ where: { code: 'translate_message', category: 1 } });
      expect(button).toMatchObject({ parentId: board.id, name: '审核', category: 2 });
      const holders = await old.roleMenu.findMany({ where: { menuId: button.id }, include: { role: true } });
      expect(holders.map((h) => h.role.roleAlias).sort()).toEqual(['administrator', 'manager', 'moderator']);
      expect(await seed(old, NO_REFERENCE)).toEqual([]);
    } finally {
      await old.$disconnect();
    }
  });
});
