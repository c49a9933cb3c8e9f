// Each translation-management button grants exactly its own action. A role granted only 修改站点名称 renames the
// site and nothing else; a role granted only 回复 replies and nothing else; one granted only 审核 approves and reads
// the queue and nothing else; no code grants them all at once.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestApp } from '../test-app.ts';
import { createTestApp, accessToken } from '../test-app.ts';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f20000000049454e44ae426082',
  'hex',
);

let t: TestApp;
let namer: string;
let replier: string;
let approver: string;
let messageId: string;

/** A user whose only role holds the translation site menus and exactly the buttons named. */
async function userWithButtons(account: string, buttons: string[]): Promise<string> {
  const menus = await t.db.menu.findMany({
    where: { code: { in: ['translation', 'translate_site', 'translate_message', 'translate_file', ...buttons] } },
  });
  const role = await t.db.role.create({ data: { id: nextId(), tenantId: '000000', roleName: account, roleAlias: account } });
  await t.db.roleMenu.createMany({ data: menus.map((m) => ({ id: nextId(), roleId: role.id, menuId: m.id })) });
  const id = nextId();
  await t.db.user.create({
    data: {
      id,
      tenantId: '000000',
      account,
      name: account,
      realName: account,
      password: await t.app.services.passwords.hash(md5Hex(account)),
    },
  });
  await t.db.userRole.create({ data: { id: nextId(), userId: id, roleId: role.id } });
  return accessToken(t, account);
}

const as = (token: string) => ({
  rename: () =>
    request(t.server)
      .post('/api/translate/site/submit')
      .set('Blade-Auth', `bearer ${token}`)
      .send({ webName: `站-${token.slice(-4)}`, backName: '后台' }),
  reply: () =>
    request(t.server)
      .post('/api/translate/message/submit')
      .set('Blade-Auth', `bearer ${token}`)
      .send({ parentId: messageId, content: '已收到' }),
  remove: () => request(t.server).post('/api/translate/message/remove').set('Blade-Auth', `bearer ${token}`).query({ ids: messageId }),
  image: () =>
    request(t.server)
      .post('/api/translate/saveOrUploadFile')
      .set('Blade-Auth', `bearer ${token}`)
      .field('imgPositionType', '3')
      .attach('file', PNG, 'logo.png'),
  emptyImage: () =>
    request(t.server).post('/api/translate/image/remove').set('Blade-Auth', `bearer ${token}`).query({ imgPositionType: 3 }),
  approve: () => request(t.server).post('/api/translate/message/approve').set('Blade-Auth', `bearer ${token}`).query({ ids: messageId }),
  queue: () => request(t.server).get('/api/translate/message/pending').set('Blade-Auth', `bearer ${token}`),
  upload: () =>
    request(t.server)
      .post('/api/translate/saveOrUploadFile')
      .set('Blade-Auth', `bearer ${token}`)
      .attach('file', Buffer.from('a,b'), 'terms.csv'),
});

beforeAll(async () => {
  t = await createTestApp();
  namer = await userWithButtons('site_namer', ['translate_site_name']);
  replier = await userWithButtons('replier', ['translate_message_reply']);
  approver = await userWithButtons('approver', ['translate_message_approve']);
  expect(
    (await request(t.server).post('/api/translate/message/submit').send({ parentId: '0', content: '请问怎么导入？' })).body.success,
  ).toBe(true);
  messageId = String((await t.db.translateMessage.findFirstOrThrow({ where: { content: '请问怎么导入？' } })).id);
});

describe('translation management buttons', () => {
  it('修改站点名称 renames the site and grants no reply, removal, image or upload', async () => {
    expect((await as(namer).rename()).body.success).toBe(true);
    expect((await request(t.server).get('/api/translate/site/names')).body.data.backName).toBe('后台');
    const refused = [as(namer).reply, as(namer).remove, as(namer).image, as(namer).emptyImage, as(namer).upload, as(namer).approve];
    for (const attempt of [...refused, as(namer).queue]) {
      expect((await attempt()).status).toBe(403);
    }
    expect(await t.db.translateMessage.count({ where: { parentId: BigInt(messageId) } })).toBe(0);
    expect(await t.db.translateFile.count()).toBe(0);
  });

  it('回复 replies and grants no renaming or removal', async () => {
    expect((await as(replier).rename()).status).toBe(403);
    expect((await as(replier).remove()).status).toBe(403);
    expect((await as(replier).approve()).status).toBe(403);
    expect((await as(replier).queue()).status).toBe(403);
    expect((await as(replier).reply()).body.success).toBe(true);
    expect(await t.db.translateMessage.count({ where: { parentId: BigInt(messageId) } })).toBe(1);
  });

  it('审核 approves and reads the queue, and grants no reply, removal or renaming', async () => {
    for (const attempt of [as(approver).reply, as(approver).remove, as(approver).rename]) expect((await attempt()).status).toBe(403);
    expect((await as(approver).queue()).body.data.total).toBe(0);
    expect((await as(approver).approve()).body.success).toBe(true);
  });

  it('leaves no all-powerful translate_manage button in the menus', async () => {
    expect(await t.db.menu.count({ where: { code: 'translate_manage' } })).toBe(0);
  });
});
