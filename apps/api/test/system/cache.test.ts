// Caches (params, menus, grants, roles, OAuth clients) stay correct with two API instances on one database: a write through one
// reaches the other through Postgres NOTIFY, and clear-cache drops everything.
import request from 'supertest';
import { nextId } from '../../src/db/snowflake.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, tokenRequest } from '../test-app.ts';

let one: TestApp;
let two: TestApp;
let admin: string;
beforeAll(async () => {
  one = await createTestApp();
  two = await one.restart();
  admin = await accessToken(one, 'admin');
});

const systemName = async (app: TestApp) =>
  (await request(app.server).get('/api/blade-system/param/listNotAuth').query({ paramKey: 'system.name' })).body.data.records[0].paramValue;

/** Polls until the check holds: a notification takes as long as the machine makes it, the test's timeout bounds it. */
async function eventually(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
  return true;
}

/** The connections that have run LISTEN on the cache channel and wait for notifications. */
async function cacheListeners(app: TestApp): Promise<number> {
  const rows = await app.db.$queryRawUnsafe<Array<{ n: bigint }>>(
    "SELECT count(*) AS n FROM pg_stat_activity WHERE query = 'LISTEN blade_cache' AND state = 'idle' AND datname = current_database()",
  );
  return Number(rows[0]!.n);
}

describe('caches across instances', () => {
  it('a param written through one instance is served by the other', async () => {
    expect(await systemName(two)).toBe('Blade Console'); // cached now
    const param = await one.db.param.findFirstOrThrow({ where: { paramKey: 'system.name' } });
    const res = await request(one.server)
      .post('/api/blade-system/param/submit')
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ id: String(param.id), paramName: param.paramName, paramKey: param.paramKey, paramValue: '新名称' });
    expect(res.body.success).toBe(true);
    expect(await systemName(one)).toBe('新名称'); // the writer: at once
    expect(await eventually(async () => (await systemName(two)) === '新名称')).toBe(true);
  });

  it('a role change takes effect on the next request of another instance, without signing in again', async () => {
    const hrToken = await accessToken(two, 'hr');
    const routes = async () =>
      (await request(two.server).get('/api/blade-system/menu/routes').set('Blade-Auth', `bearer ${hrToken}`)).body.data as unknown[];
    const staffRoots = (await routes()).length; // the workbench and 我的事务
    expect(staffRoots).toBe(2);
    const hr = await one.db.user.findFirstOrThrow({ where: { account: 'hr' } });
    const administrator = await one.db.role.findFirstOrThrow({ where: { roleAlias: 'administrator' } });
    await one.db.userRole.create({ data: { id: nextId(), userId: hr.id, roleId: administrator.id } });
    expect(await eventually(async () => (await routes()).length > 5)).toBe(true);
    await one.db.userRole.deleteMany({ where: { userId: hr.id, roleId: administrator.id } });
    expect(await eventually(async () => (await routes()).length === staffRoots)).toBe(true);
  });

  it('a deleted user cannot keep using their token', async () => {
    const bossToken = await accessToken(two, 'boss');
    const info = () => request(two.server).get('/api/blade-auth/oauth/user-info').set('Blade-Auth', `bearer ${bossToken}`);
    expect((await info()).status).toBe(200);
    await one.db.user.updateMany({ where: { account: 'boss' }, data: { isDeleted: 1 } });
    expect(await eventually(async () => (await info()).status === 401)).toBe(true);
  });

  it('an OAuth client disabled through one instance is refused by the other at once', async () => {
    // The client is checked before the grant: a known client with a bogus refresh token gets 400, an unknown one 401.
    const refresh = (app: TestApp) => tokenRequest(app, { grant_type: 'refresh_token', refresh_token: 'bogus' });
    expect((await refresh(two)).status).toBe(400); // `two` holds the clients now
    await one.db.client.updateMany({ where: { clientId: 'saber' }, data: { status: 0 } });
    try {
      expect(await eventually(async () => (await refresh(two)).status === 401)).toBe(true);
      expect((await refresh(one)).status).toBe(401); // the writer: at once
    } finally {
      await one.db.client.updateMany({ where: { clientId: 'saber' }, data: { status: 1 } });
    }
    expect(await eventually(async () => (await refresh(two)).status === 400)).toBe(true);
  });

  it('clear-cache drops what a write behind the cache changed', async () => {
    // A fresh instance, listening before it caches anything: a notification of the earlier tests still on its way
    // to `two` (a busy machine delays them) would empty `two`'s cache in the middle of this test.
    const listening = await cacheListeners(one);
    const three = await one.restart();
    await eventually(async () => (await cacheListeners(one)) > listening);
    expect(await systemName(three)).toBe('新名称');
    // A write with triggers off (as a restore or a manual fix might do) sends no notification.
    await three.db.$transaction([
      three.db.$executeRawUnsafe('SET LOCAL session_replication_role = replica'),
      three.db.$executeRawUnsafe("UPDATE blade_param SET param_value = 'behind' WHERE param_key = 'system.name'"),
    ]);
    expect(await systemName(three)).toBe('新名称'); // still the cached value: the write went behind the cache
    await request(three.server).get('/api/blade-auth/oauth/clear-cache').set('Blade-Auth', `bearer ${admin}`);
    expect(await systemName(three)).toBe('behind');
  });

  it('keeps what it holds across writes to tables no cache reads (request logs, workflow runs)', async () => {
    // A fresh instance, listening before it caches anything (see above: late notifications of earlier tests).
    const listening = await cacheListeners(one);
    const four = await one.restart();
    await eventually(async () => (await cacheListeners(one)) > listening);
    let loads = 0;
    const probe = () => four.app.services.cache.get('probe', async () => ++loads);
    expect(await probe()).toBe(1);
    await four.db.logApi.updateMany({ where: { id: -1n }, data: { title: 'probe' } });
    await four.db.flowTask.updateMany({ where: { id: -1n }, data: { comment: 'probe' } });
    expect(await probe()).toBe(1);
    await four.db.param.updateMany({ where: { id: -1n }, data: { paramValue: 'probe' } });
    expect(await probe()).toBe(2);
  });
});
