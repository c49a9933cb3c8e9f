// The visitor message board: public page and lazyTree, visitor posts (trimmed, 1-200 characters, stored verbatim
// as text, rate-limited per address), manager replies and removals (replies go with their message).
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';

let t: TestApp;
let admin: string;
let hr: string;
let other: string;
const auth = (token: string) => ({ 'Blade-Auth': `bearer ${token}` });
const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request(t.server).post('/api/translate/message/submit').set(headers).send(body);
const page = (query: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  request(t.server).get('/api/translate/message/page').query(query).set(headers);

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  hr = await accessToken(t, 'hr');
  other = await createOtherTenantAdmin(t);
});

describe('message board', () => {
  it("answers an empty public page, paged by the one list rule with the board's own cap (at most 50 rows, a size below 1 refused)", async () => {
    const empty = await page();
    expect(empty.body).toMatchObject({ code: 200, data: { records: [], total: 0, size: 10, current: 1 } });
    expect((await page({ size: 5 })).body.data.size).toBe(5);
    expect((await page({ size: 500 })).body.data.size).toBe(50);
    expect((await page({ size: 0 })).status).toBe(400);
  });

  it('takes visitor messages trimmed and verbatim, up to 200 characters', async () => {
    expect((await post({ content: '  你好,请问有英文版吗?  ' })).body).toMatchObject({ code: 200, success: true });
    const html = '<script>alert(1)</script><b>粗体</b> & "引号"';
    expect((await post({ content: html })).body.success).toBe(true);
    expect((await post({ content: '字'.repeat(200) })).body.success).toBe(true);

    const empty = await post({ content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('参数 content 不正确: 请输入内容');
    const long = await post({ content: '字'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('参数 content 不正确: 内容不能超过200个字符');
    const en = await post({ content: '' }, { 'Accept-Language': 'en' });
    expect(en.body.msg).toBe('Parameter content is invalid: enter some content');

    const records = (await page()).body.data.records as Array<{ content: string; parentId: string }>;
    expect(records.map((r) => r.content)).toEqual(['字'.repeat(200), html, '你好,请问有英文版吗?']);
    expect(records[0]).not.toHaveProperty('clientIp');
    expect(records[0]!.parentId).toBe('0');
  });

  it('lets only managers reply, and shows replies under their message', async () => {
    const [first] = (await page()).body.data.records as Array<{ id: string }>;
    const visitor = await post({ content: '我也来回复', parentId: first!.id });
    expect(visitor.status).toBe(403);
    expect(visitor.body).toMatchObject({ code: 403, success: false, msg: '仅管理员可以回复留言' });
    expect((await post({ content: '我是人事', parentId: first!.id }, auth(hr))).status).toBe(403);
    expect((await post({ content: '感谢留言', parentId: first!.id }, auth(admin))).body.success).toBe(true);
    expect((await post({ content: '回复不存在的', parentId: '42' }, auth(admin))).status).toBe(400);

    const records = (await page()).body.data.records as Array<{ id: string; children: Array<{ content: string }>; hasChildren: boolean }>;
    expect(records[0]).toMatchObject({ id: first!.id, hasChildren: true, children: [{ content: '感谢留言', parentId: first!.id }] });
    const roots = await request(t.server).get('/api/translate/message/lazyTree');
    expect(roots.body.data[0]).toMatchObject({ id: first!.id, hasChildren: true });
    expect(roots.body.data[1]).toMatchObject({ hasChildren: false });
    const level = await request(t.server).get('/api/translate/message/lazyTree').query({ parentId: first!.id });
    expect(level.body.data).toMatchObject([{ content: '感谢留言', hasChildren: false }]);
  });

  it("keeps tenants apart: another tenant's board is its own, and its manager cannot remove ours", async () => {
    expect((await page({}, { 'Tenant-Id': OTHER_TENANT })).body.data.total).toBe(0);
    const [first] = (await page()).body.data.records as Array<{ id: string }>;
    const res = await request(t.server).post('/api/translate/message/remove').set(auth(other)).query({ ids: first!.id });
    expect(res.body.success).toBe(false);
    expect((await page()).body.data.total).toBe(3);
  });

  it('lets only managers remove, and removes the replies with the message', async () => {
    const [first] = (await page()).body.data.records as Array<{ id: string }>;
    expect((await request(t.server).post('/api/translate/message/remove').query({ ids: first!.id })).status).toBe(401);
    expect((await request(t.server).post('/api/translate/message/remove').set(auth(hr)).query({ ids: first!.id })).status).toBe(403);
    const res = await request(t.server).post('/api/translate/message/remove').set(auth(admin)).query({ ids: first!.id });
    expect(res.body.success).toBe(true);
    expect((await page()).body.data.total).toBe(2);
    expect(await t.db.translateMessage.count({ where: { parentId: BigInt(first!.id), isDeleted: 0 } })).toBe(0);
  });

  it('limits visitor posts per address with a clear 429', async () => {
    const headers = { 'Tenant-Id': OTHER_TENANT };
    for (let i = 1; i <= 5; i++) expect((await post({ content: `第${i}条` }, headers)).body.success).toBe(true);
    const refused = await post({ content: '第6条' }, headers);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, success: false });
    expect(refused.body.msg).toMatch(/^操作过于频繁,请\d+秒后再试$/);
    expect((await page({}, headers)).body.data.total).toBe(5);
    // Signed-in staff are not limited.
    expect((await post({ content: '员工留言' }, auth(other))).body.success).toBe(true);
    // The window restarts once it has passed.
    await t.db.$executeRaw`UPDATE rate_limit SET window_start = window_start - interval '61 seconds'`;
    expect((await post({ content: '一分钟后' }, headers)).body.success).toBe(true);
  });
});
