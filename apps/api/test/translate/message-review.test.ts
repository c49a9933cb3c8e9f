// Approve before publish on the message board (issue 38): off by default; when on, a visitor's message waits in the
// moderators' queue and no public route shows it (page, lazy tree, replies under it, totals); a moderator of the
// tenant approves (twice is harmless) or rejects (removes); another tenant's moderator can do neither; turning the
// switch off publishes nothing that waits.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';

let t: TestApp;
let admin: string;
let manager: string;
let hr: string;
let other: string;
const auth = (token: string) => ({ 'Blade-Auth': `bearer ${token}` });
const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request(t.server).post('/api/translate/message/submit').set(headers).send(body);
const publicContents = async (headers: Record<string, string> = {}) => {
  const page = (await request(t.server).get('/api/translate/message/page').set(headers)).body.data as {
    total: number;
    records: Array<{ content: string }>;
  };
  const roots = (await request(t.server).get('/api/translate/message/lazyTree').set(headers)).body.data as Array<{ content: string }>;
  return { total: page.total, page: page.records.map((r) => r.content), tree: roots.map((r) => r.content) };
};
const queue = (token: string) => request(t.server).get('/api/translate/message/pending').set(auth(token));
const approve = (token: string, ids: string) => request(t.server).post('/api/translate/message/approve').set(auth(token)).query({ ids });
const setReview = (token: string, enabled: boolean) =>
  request(t.server).post('/api/translate/site/message-review').set(auth(token)).send({ enabled });

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  manager = await accessToken(t, 'manager');
  hr = await accessToken(t, 'hr');
  other = await createOtherTenantAdmin(t);
});
afterAll(async () => {
  await setReview(admin, false);
});

describe('message board approve-before-publish', () => {
  it('is off by default: a message shows at once', async () => {
    expect((await request(t.server).get('/api/translate/site/names')).body.data.messageReview).toBe(false);
    const res = await post({ content: '直接显示的留言' });
    expect(res.body).toMatchObject({ success: true, msg: '操作成功', data: { pending: false } });
    expect((await publicContents()).page).toEqual(['直接显示的留言']);
  });

  it('is switched by holders of 修改站点名称 only, with a Blade refusal for others', async () => {
    expect((await request(t.server).post('/api/translate/site/message-review').send({ enabled: true })).status).toBe(401);
    const refused = await setReview(hr, true);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false });
    const bad = await request(t.server).post('/api/translate/site/message-review').set(auth(admin)).send({ enabled: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect((await setReview(manager, true)).body.success).toBe(true);
    expect((await request(t.server).get('/api/translate/site/names')).body.data.messageReview).toBe(true);
  });

  it('keeps a new message out of every public view and tells the visitor it waits', async () => {
    const res = await post({ content: '待审核的留言' });
    expect(res.body).toMatchObject({ success: true, msg: '留言已提交,审核通过后显示', data: { pending: true } });
    const en = await post({ content: 'waiting too' }, { 'Accept-Language': 'en' });
    expect(en.body.msg).toBe('Message submitted; it will show once approved');
    expect(await publicContents()).toEqual({ total: 1, page: ['直接显示的留言'], tree: ['直接显示的留言'] });

    // A signed-in caller reading the public routes sees no more than a visitor.
    const signedIn = await publicContents(auth(manager));
    expect(signedIn).toEqual({ total: 1, page: ['直接显示的留言'], tree: ['直接显示的留言'] });

    const pendingId = (await t.db.translateMessage.findFirstOrThrow({ where: { content: '待审核的留言' } })).id;
    // Nothing under it is readable, nor can a reply be posted before approval.
    const replyRefused = await post({ content: '抢先回复', parentId: String(pendingId) }, auth(manager));
    expect(replyRefused.status).toBe(400);
    expect(replyRefused.body).toMatchObject({ success: false, msg: '该留言尚未审核通过,不能回复' });
    await t.db.translateMessage.create({ data: { id: 880_001n, tenantId: '000000', parentId: pendingId, content: '藏着的回复' } });
    const below = await request(t.server)
      .get('/api/translate/message/lazyTree')
      .query({ parentId: String(pendingId) });
    expect(below.body.data).toEqual([]);
  });

  it("shows moderators their tenant's queue, never visitors, staff without the buttons or another tenant", async () => {
    expect((await request(t.server).get('/api/translate/message/pending')).status).toBe(401);
    expect((await queue(hr)).status).toBe(403);
    const mine = (await queue(manager)).body.data as { total: number; records: Array<{ content: string }> };
    expect(mine.total).toBe(2);
    expect(mine.records.map((r) => r.content)).toEqual(['待审核的留言', 'waiting too']);
    expect((await queue(other)).body.data.total).toBe(0);
  });

  it("lets a moderator approve (twice is harmless), and not another tenant's", async () => {
    const id = String((await t.db.translateMessage.findFirstOrThrow({ where: { content: '待审核的留言' } })).id);
    const foreign = await approve(other, id);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ success: false, msg: '留言不存在或已被删除' });
    expect((await publicContents()).total).toBe(1);
    expect((await approve(hr, id)).status).toBe(403);

    expect((await approve(manager, id)).body.success).toBe(true);
    expect((await approve(manager, id)).body.success).toBe(true);
    const shown = await publicContents();
    expect(shown.total).toBe(2);
    expect(shown.page).toContain('待审核的留言');
    expect((await queue(manager)).body.data.records.map((r: { content: string }) => r.content)).toEqual(['waiting too']);
    // Approved, its replies show like any message's.
    const below = await request(t.server).get('/api/translate/message/lazyTree').query({ parentId: id });
    expect(below.body.data.map((r: { content: string }) => r.content)).toEqual(['藏着的回复']);
  });

  it('rejects by removal: the message leaves the queue and never shows', async () => {
    const id = String((await t.db.translateMessage.findFirstOrThrow({ where: { content: 'waiting too' } })).id);
    expect((await request(t.server).post('/api/translate/message/remove').set(auth(other)).query({ ids: id })).body.success).toBe(false);
    expect((await request(t.server).post('/api/translate/message/remove').set(auth(manager)).query({ ids: id })).body.success).toBe(true);
    expect((await queue(manager)).body.data.total).toBe(0);
    expect((await publicContents()).page).not.toContain('waiting too');
  });

  it('publishes nothing that waits when switched off; new messages show at once again', async () => {
    await post({ content: '关闭前提交' });
    expect((await setReview(manager, false)).body.success).toBe(true);
    expect((await queue(manager)).body.data.records.map((r: { content: string }) => r.content)).toEqual(['关闭前提交']);
    expect((await post({ content: '关闭后提交' })).body.data.pending).toBe(false);
    const shown = await publicContents();
    expect(shown.page).toContain('关闭后提交');
    expect(shown.page).not.toContain('关闭前提交');
  });

  it("keeps another tenant's board on the same switch but its own queue", async () => {
    await setReview(manager, true);
    await post({ content: '第二租户待审' }, { 'Tenant-Id': OTHER_TENANT });
    expect((await publicContents({ 'Tenant-Id': OTHER_TENANT })).total).toBe(0);
    expect((await queue(other)).body.data.records.map((r: { content: string }) => r.content)).toEqual(['第二租户待审']);
    expect((await queue(manager)).body.data.records.map((r: { content: string }) => r.content)).toEqual(['关闭前提交']);
  });
});
