// Attack: a tenant's admin holds the reset button for their own users; they try it on a user of another tenant (to
// strip the platform administrator's second factor before guessing their password), and try to set or read another
// tenant's second-factor rule. Every attempt is refused and nothing changes.
import { generate } from 'otplib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, tenantAdminAfterFirstChange } from '../test-app.ts';

let t: TestApp;
let tenantAdmin: string;
let platformAdminId: bigint;

beforeAll(async () => {
  t = await createTestApp();
  const platform = await accessToken(t);
  const created = await request(t.server)
    .post('/api/blade-system/tenant/submit')
    .set('Blade-Auth', `bearer ${platform}`)
    .send({ tenantName: '两步验证越权租户', linkman: '联系人' });
  expect(created.body, JSON.stringify(created.body)).toMatchObject({ success: true });
  const { tenantId } = await t.db.tenant.findFirstOrThrow({ where: { tenantName: '两步验证越权租户' } });
  tenantAdmin = await tenantAdminAfterFirstChange(t, tenantId);
  // The platform administrator enrols.
  const started = await request(t.server).post('/api/blade-auth/second-factor/start').set('Blade-Auth', `bearer ${platform}`);
  const confirmed = await request(t.server)
    .post('/api/blade-auth/second-factor/confirm')
    .set('Blade-Auth', `bearer ${platform}`)
    .send({ code: await generate({ secret: started.body.data.secret as string }) });
  expect(confirmed.body, JSON.stringify(confirmed.body)).toMatchObject({ success: true });
  ({ id: platformAdminId } = await t.db.user.findFirstOrThrow({ where: { tenantId: '000000', account: 'admin' } }));
});

describe("a tenant's admin against another tenant's second factor", () => {
  it("cannot reset the platform administrator's second factor", async () => {
    const res = await request(t.server)
      .post('/api/blade-system/user/reset-second-factor')
      .set('Blade-Auth', `bearer ${tenantAdmin}`)
      .query({ userIds: String(platformAdminId) });
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect(res.body).toMatchObject({ success: false, msg: '数据不存在或已被删除' });
    expect(await t.db.userTotp.count({ where: { userId: platformAdminId, enabledAt: { not: null } } })).toBe(1);
    expect(await t.db.userRecoveryCode.count({ where: { userId: platformAdminId } })).toBe(10);
  });

  it("cannot set or read tenant 000000's rule", async () => {
    const set = await request(t.server)
      .post('/api/blade-system/tenant/second-factor')
      .set('Blade-Auth', `bearer ${tenantAdmin}`)
      .query({ tenantId: '000000', mode: 'off' });
    expect(set.status).toBe(403);
    const read = await request(t.server)
      .get('/api/blade-system/tenant/second-factor')
      .set('Blade-Auth', `bearer ${tenantAdmin}`)
      .query({ tenantId: '000000' });
    expect(read.status).toBe(403);
  });

  it('still manages its own tenant: reads its rule', async () => {
    const own = await request(t.server).get('/api/blade-system/tenant/second-factor').set('Blade-Auth', `bearer ${tenantAdmin}`);
    expect(own.body.data).toMatchObject({ mode: 'off' });
  });
});
