// Tenants never see each other's rows, also when their requests run interleaved on one process (a context that
// leaked from one request into another would show here).
import request from 'supertest';
import { nextId } from '../../src/db/snowflake.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let manager: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  other = await createOtherTenantAdmin(t);
  const managerRole = await t.db.role.findFirstOrThrow({ where: { roleAlias: 'manager' } });
  const postMenu = await t.db.menu.findFirstOrThrow({ where: { code: 'post' } });
  await t.db.roleMenu.create({ data: { id: nextId(), roleId: managerRole.id, menuId: postMenu.id } });
  manager = await accessToken(t, 'manager');
  await request(t.server)
    .post('/api/blade-system/post/submit')
    .set('Blade-Auth', `bearer ${other}`)
    .send({ category: 1, postCode: 'other', postName: '他人岗位' });
});

const posts = (token: string) =>
  request(t.server).get('/api/blade-system/post/list').query({ size: 200 }).set('Blade-Auth', `bearer ${token}`);

describe('tenancy', () => {
  it('gives each tenant only its own rows, under concurrent interleaved requests', async () => {
    const calls = Array.from({ length: 40 }, (_, i) =>
      i % 2 ? posts(manager).then((r) => ['000000', r]) : posts(other).then((r) => [OTHER_TENANT, r]),
    );
    for (const [tenant, res] of (await Promise.all(calls)) as Array<[string, request.Response]>) {
      const tenants = new Set(res.body.data.records.map((r: { tenantId: string }) => r.tenantId));
      expect([...tenants]).toEqual([tenant]);
    }
  });

  it('fills the tenant and audit columns from the token and ignores a tenantId in the body', async () => {
    await request(t.server)
      .post('/api/blade-system/post/submit')
      .set('Blade-Auth', `bearer ${other}`)
      .send({ category: 1, postCode: 'sneaky', postName: '越权', tenantId: '000000' });
    const row = await t.db.post.findFirstOrThrow({ where: { postCode: 'sneaky' } });
    expect(row.tenantId).toBe(OTHER_TENANT);
    const otherAdmin = await t.db.user.findFirstOrThrow({ where: { tenantId: OTHER_TENANT, account: 'admin' } });
    expect(row.createUser).toBe(otherAdmin.id);
    expect(row.updateUser).toBe(otherAdmin.id);
  });

  it("lets tenant 000000's administrator see every tenant", async () => {
    const res = await posts(await accessToken(t, 'admin'));
    const tenants = new Set(res.body.data.records.map((r: { tenantId: string }) => r.tenantId));
    expect(tenants).toEqual(new Set(['000000', OTHER_TENANT]));
  });

  it('refuses to hard-delete soft-deleted tables even by mistake', async () => {
    await expect(t.db.post.deleteMany({})).rejects.toThrow(/soft-deleted/);
  });
});
