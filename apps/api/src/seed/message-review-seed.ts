// Approve before publish on the message board (issue 38): its switch (off) and, for installs seeded before it, the
// 审核 button of 留言管理, granted to every role that already moderates the board (holds 回复 or 删除). New installs
// have the button from the menu tree (prisma/seed/menus.ts).
import { TRANSLATE_BUTTONS, TRANSLATE_MESSAGE_REVIEW } from '@blade/contract';
import type { Tx } from '../db/prisma.ts';
import { nextId } from '../db/snowflake.ts';
import { MESSAGE_REVIEW_PARAM } from '../modules/translate/message-review.ts';

const MODERATING = [TRANSLATE_BUTTONS.reply, TRANSLATE_BUTTONS.removeMessage];

export async function seedMessageReview(tx: Tx): Promise<void> {
  if (!(await tx.param.count({ where: { paramKey: TRANSLATE_MESSAGE_REVIEW } })))
    await tx.param.create({ data: { ...MESSAGE_REVIEW_PARAM, id: nextId() } });
  if (await tx.menu.count({ where: { code: TRANSLATE_BUTTONS.approveMessage } })) return;
  const board = await tx.menu.findFirst({ where: { code: 'translate_message', category: 1 } });
  if (!board) return; // the administrator removed 留言管理: nothing to hang the button under
  const siblings = await tx.menu.findMany({ where: { code: { in: MODERATING } }, select: { id: true, sort: true } });
  const id = nextId();
  await tx.menu.create({
    data: {
      id,
      parentId: board.id,
      code: TRANSLATE_BUTTONS.approveMessage,
      name: '审核',
      alias: 'approve',
      path: `${board.path}/approve`,
      sort: Math.max(0, ...siblings.map((m) => m.sort)) + 1,
      category: 2,
      action: 2,
      isOpen: 1,
    },
  });
  const holders = await tx.roleMenu.findMany({
    where: { menuId: { in: siblings.map((m) => m.id) } },
    select: { roleId: true },
    distinct: ['roleId'],
  });
  if (holders.length) await tx.roleMenu.createMany({ data: holders.map((h) => ({ id: nextId(), roleId: h.roleId, menuId: id })) });
}
