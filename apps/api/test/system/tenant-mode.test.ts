// Tenant mode as the sign-in page learns it from the public tenant/info: off while tenant 000000 is alone, on as soon
// as a second tenant exists (auto), or as the operator sets the `tenant.mode` parameter; a domain bound to a tenant
// names it, so the page can fill the tenant id and hide the field.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
});

const info = async (domain?: string) =>
  (
    await request(t.server)
      .get('/api/blade-system/tenant/info')
      .query(domain ? { domain } : {})
  ).body;
async function setMode(value: string) {
  const param = await t.db.param.findFirstOrThrow({ where: { paramKey: 'tenant.mode' } });
  const res = await request(t.server)
    .post('/api/blade-system/param/submit')
    .set('Blade-Auth', `bearer ${admin}`)
    .send({ id: String(param.id), paramName: param.paramName, paramKey: param.paramKey, paramValue: value });
  expect(res.body.success).toBe(true);
}

describe('tenant mode', () => {
  it('is off on a new install (one tenant) and answered without a token', async () => {
    const body = await info();
    expect(body).toMatchObject({ code: 200, data: { tenantMode: false } });
    expect(await t.db.param.findFirstOrThrow({ where: { paramKey: 'tenant.mode' } })).toMatchObject({ paramValue: 'auto' });
  });

  it('turns on by itself once a second tenant exists, and names the tenant bound to a domain', async () => {
    const res = await request(t.server)
      .post('/api/blade-system/tenant/submit')
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ tenantName: '绑定域名租户', linkman: '联系人', domain: 'star.example.com' });
    expect(res.body.success).toBe(true);
    const tenant = await t.db.tenant.findFirstOrThrow({ where: { tenantName: '绑定域名租户' } });
    expect((await info()).data).toEqual({ exists: false, tenantMode: true });
    expect((await info('star.example.com')).data).toEqual({
      exists: true,
      tenantMode: true,
      tenantId: tenant.tenantId,
      tenantName: '绑定域名租户',
      domain: 'star.example.com',
      backgroundUrl: null,
    });
    expect((await info('unknown.example.com')).data).toEqual({ exists: false, tenantMode: true });
  });

  it("follows the operator's setting: off keeps the field hidden whatever the tenants, on shows it", async () => {
    await setMode('off');
    expect((await info()).data.tenantMode).toBe(false);
    await setMode('on');
    expect((await info()).data.tenantMode).toBe(true);
    await setMode('auto');
    expect((await info()).data.tenantMode).toBe(true);
  });
});
