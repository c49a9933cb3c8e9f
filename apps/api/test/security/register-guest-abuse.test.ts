// Attacks on anonymous registration (register-guest): a script registering without solving the captcha, one address
// registering without end (each call costs a bcrypt hash and a row), account names user/submit forbids, and waiting
// registrations used to fill a tenant's account quota so its admin can add nobody.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, appOn, captchaHeaders, createTestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const form = (account: string, tenantId = '000000') => ({ tenantId, name: account, account, password: md5Hex('pw-guest') });
const register = (app: TestApp, account: string, headers: Record<string, string>, tenantId?: string) =>
  request(app.server).post('/api/blade-system/user/register-guest').set(headers).query(form(account, tenantId));
const rowsOf = (account: string) => t.db.user.count({ where: { account } });

describe('register-guest', () => {
  it('refuses a missing or wrong captcha and writes nothing', async () => {
    const none = await register(t, 'bot-1', {});
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 400, success: false, msg: '验证码不正确' });
    const key = (await captchaHeaders(t))['Captcha-Key']!;
    const wrong = await register(t, 'bot-1', { 'Captcha-Key': key, 'Captcha-Code': 'zzzzz' });
    expect(wrong.body.msg).toBe('验证码不正确');
    expect(await rowsOf('bot-1')).toBe(0);
    // A captcha is spent by any attempt: the right code after a wrong guess no longer works.
    const right = await t.db.captcha.findUnique({ where: { key } });
    expect(right).toBeNull();
    expect((await register(t, 'human-1', await captchaHeaders(t))).body.success).toBe(true);
  });

  it('refuses the registration past RATE_LIMIT_REGISTER from one address, before any captcha or hash', async () => {
    await t.db.$executeRaw`DELETE FROM rate_limit WHERE client_key LIKE 'register:%'`; // earlier tests' calls
    const limited = await appOn(t.url, { rateLimits: { ...t.config.rateLimits, register: { hits: 3, windowSeconds: 3600 } } });
    for (let i = 1; i <= 3; i++) expect((await register(limited, `flood-${i}`, await captchaHeaders(limited))).body.success).toBe(true);
    const captcha = await captchaHeaders(limited);
    const refused = await register(limited, 'flood-4', captcha);
    expect(refused.status).toBe(429);
    expect(refused.body.success).toBe(false);
    expect(await rowsOf('flood-4')).toBe(0);
    // Refused before the captcha was looked at: it is still there, unspent.
    expect(await t.db.captcha.count({ where: { key: captcha['Captcha-Key'] } })).toBe(1);
  });

  it('refuses account names that user/submit refuses', async () => {
    for (const account of ['two words', 'a,b', 'tab\there', 'x'.repeat(46)]) {
      const res = await register(t, account, await captchaHeaders(t));
      expect(res.status, account).toBe(400);
      expect(res.body.success).toBe(false);
      expect(await rowsOf(account)).toBe(0);
    }
  });

  it("keeps waiting registrations out of the quota: the tenant's admin still adds users up to it", async () => {
    const tenantId = '400001';
    await t.db.tenant.create({ data: { id: 9_400_001n, tenantId, tenantName: '小租户', accountNumber: 2 } });
    await t.db.role.create({ data: { id: 9_400_002n, tenantId, roleName: '成员', roleAlias: 'member' } });
    for (let i = 1; i <= 4; i++) expect((await register(t, `pending-${i}`, await captchaHeaders(t), tenantId)).body.success).toBe(true);

    const admin = await accessToken(t, 'admin');
    const add = (account: string) =>
      request(t.server)
        .post('/api/blade-system/user/submit')
        .set('Blade-Auth', `bearer ${admin}`)
        .send({ tenantId, account, name: account, password: 'pw-member', roleId: '9400002' });
    expect((await add('member-1')).body.success).toBe(true);
    expect((await add('member-2')).body.success).toBe(true);
    expect((await add('member-3')).body.msg).toBe('当前租户已到最大账号额度!');

    // Approving a waiting registration (its first role) must fit the quota too.
    const pending = await t.db.user.findFirstOrThrow({ where: { tenantId, account: 'pending-1' } });
    const grant = await request(t.server)
      .post('/api/blade-system/user/grant')
      .set('Blade-Auth', `bearer ${admin}`)
      .query({ userIds: String(pending.id), roleIds: '9400002' });
    expect(grant.body.msg).toBe('当前租户已到最大账号额度!');
    expect(await t.db.userRole.count({ where: { userId: pending.id } })).toBe(0);
  });
});
