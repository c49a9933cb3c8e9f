// The sign-in reads its tenant, account and roles with raw SQL (db/sql/sign-in-reads.ts), which the tenancy
// extension never sees: each statement must name the tenant and leave out soft-deleted rows itself. Attacks: an
// account of one tenant signed in through another tenant's code, a removed account or role still honoured.
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestApp } from '../test-app.ts';
import { createTestApp, signIn, signInWith } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const REFUSED = { error_code: 400, error: 'invalid_grant', error_description: '用户名或密码不正确' };

describe('the sign-in reads', () => {
  it('find an account in its own tenant only', async () => {
    await t.db.tenant.create({ data: { id: nextId(), tenantId: '246810', tenantName: 'Other' } });
    const res = await signInWith(t, { grant_type: 'password', username: 'boss', password: md5Hex('boss') }, { 'Tenant-Id': '246810' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(REFUSED);
    expect(await t.db.authSession.count()).toBe(0);
  });

  it('refuse a removed account like a wrong password, opening no session', async () => {
    expect((await signIn(t, 'hr')).status).toBe(200);
    const sessions = await t.db.authSession.count();
    await t.db.user.updateMany({ where: { tenantId: '000000', account: 'hr' }, data: { isDeleted: 1 } });
    const res = await signIn(t, 'hr');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(REFUSED);
    expect(await t.db.authSession.count()).toBe(sessions);
  });

  it('leave a removed role out of the token', async () => {
    const boss = await t.db.user.findFirstOrThrow({ where: { tenantId: '000000', account: 'boss' } });
    const role = await t.db.role.create({ data: { id: nextId(), tenantId: '000000', roleName: '临时', roleAlias: 'temporary', sort: 99 } });
    await t.db.userRole.create({ data: { id: nextId(), userId: boss.id, roleId: role.id } });
    const held = (await signIn(t, 'boss')).body;
    expect(held.role_id.split(',')).toContain(String(role.id));
    expect(held.role_name.split(',')).toContain('temporary');
    await t.db.role.update({ where: { id: role.id }, data: { isDeleted: 1 } });
    const after = (await signIn(t, 'boss')).body;
    expect(after.role_id.split(',')).not.toContain(String(role.id));
    expect(after.role_name.split(',')).not.toContain('temporary');
    expect(after.role_id.split(',').length).toBe(held.role_id.split(',').length - 1);
  });
});
