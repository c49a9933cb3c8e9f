// The top bar's bell: a user's open tasks and their tenant's published notices with their own read state. A notice
// not yet released, another tenant's notice and anonymous callers get nothing.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import { createOtherTenantAdmin } from '../crud/other-tenant.ts';
import { flowClient } from '../flow/flow-fixtures.ts';

let t: TestApp;
let c: Awaited<ReturnType<typeof flowClient>>;
let published: string;
let scheduled: string;
let foreign: string;

const at = (hoursFromNow: number) => {
  const d = new Date(Date.now() + hoursFromNow * 3_600_000 + 8 * 3_600_000);
  return d.toISOString().slice(0, 19).replace('T', ' '); // Asia/Shanghai, the default zone
};

async function submitNotice(token: string, title: string, releaseTime: string): Promise<string> {
  const res = await request(t.server)
    .post('/api/blade-desk/notice/submit')
    .set('Blade-Auth', `bearer ${token}`)
    .send({ title, category: 1, releaseTime, content: `<p>${title} 的内容</p>` });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return String((await t.db.notice.findFirstOrThrow({ where: { title } })).id);
}

beforeAll(async () => {
  t = await createTestApp();
  c = await flowClient(t);
  published = await submitNotice(c.tokens.admin, '年会通知', at(-1));
  scheduled = await submitNotice(c.tokens.admin, '明年的通知', at(24 * 30));
  foreign = await submitNotice(await createOtherTenantAdmin(t), '别家的通知', at(-1));
});

const inbox = async (who: 'hr' | 'admin') => (await c.get(who, '/blade-desk/notice/inbox')).body.data;
const open = (who: 'hr' | 'admin', id: string) => c.post(who, '/blade-desk/notice/read', {}, { id });

describe('the bell', () => {
  it("counts the user's open tasks and lists them", async () => {
    expect((await inbox('hr')).tasks).toEqual({ total: 0, records: [] });
    const pid = (await c.applyLeave(2, '看病')).processInstanceId;
    const tasks = (await inbox('hr')).tasks;
    expect(tasks.total).toBe(1);
    expect(tasks.records[0]).toMatchObject({
      taskName: '人事审批',
      processDefinitionName: '请假流程',
      processInstanceId: pid,
      category: 'flow_1',
    });
    expect(tasks.records[0].businessId).not.toBe('');
  });

  it('shows published notices of the tenant as unread until the user opens one; each user reads for themselves', async () => {
    const before = (await inbox('hr')).notices;
    expect(before.unread).toBe(1);
    expect(before.records.map((n: { title: string }) => n.title)).toEqual(['年会通知']);
    expect(before.records[0]).toMatchObject({ id: published, read: false, categoryName: expect.any(String) });

    const opened = await open('hr', published);
    expect(opened.body.data).toMatchObject({ id: published, title: '年会通知', content: '<p>年会通知 的内容</p>' });
    // Read as a document: the byline names who wrote it.
    const writer = await t.db.user.findFirstOrThrow({ where: { account: 'admin', tenantId: '000000' } });
    expect(opened.body.data.author).toBe(writer.realName);
    expect(opened.body.data.author).not.toBe('');
    expect((await open('hr', published)).body.success).toBe(true); // opening again changes nothing
    expect((await inbox('hr')).notices).toMatchObject({ unread: 0, records: [{ id: published, read: true }] });
    // The platform administrator's bell holds their own tenant's notices, not every tenant's.
    expect((await inbox('admin')).notices).toMatchObject({ unread: 1, records: [{ id: published, read: false }] });
    expect((await inbox('admin')).notices.records).toHaveLength(1);
  });

  it('opens no notice that is not released yet or belongs to another tenant, and nothing for a visitor', async () => {
    for (const id of [scheduled, foreign, '1234567890123456789']) {
      const res = await open('hr', id);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('数据不存在或已被删除');
    }
    expect(await t.db.noticeRead.count({ where: { noticeId: { in: [BigInt(scheduled), BigInt(foreign)] } } })).toBe(0);
    expect((await request(t.server).get('/api/blade-desk/notice/inbox')).status).toBe(401);
    expect((await request(t.server).post('/api/blade-desk/notice/read').send({ id: published })).status).toBe(401);
  });
});
