// Attacks on token lifetime: a token kept after sign-out, after a password change or reset, after the account was
// disabled, re-roled or removed, and a refresh token replayed. Each must be refused at once, and a new sign-in work.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../src/modules/auth/jwt.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, signIn, tenantAdminAfterFirstChange, tokenRequest } from '../test-app.ts';

const USER_ROLE = '1123598816738675202';
const HR_ROLE = '1123598816738675203';
const DEPT = '1123598813738675202';

type Pair = { access_token: string; refresh_token: string; user_id: string };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
});

const asAdmin = (path: string) => request(t.server).post(`/api/blade-system/user/${path}`).set('Blade-Auth', `bearer ${admin}`);
const userInfo = (access: string) => request(t.server).get('/api/blade-auth/oauth/user-info').set('Blade-Auth', `bearer ${access}`);
const refresh = (pair: Pair) => tokenRequest(t, { grant_type: 'refresh_token', refresh_token: pair.refresh_token });

/** A new account of the `user` role, and a signed-in pair of it. */
async function newUser(account: string, password = account): Promise<Pair> {
  const created = await asAdmin('submit').send({ account, name: account, password, roleId: USER_ROLE, deptId: DEPT });
  expect(created.body.success).toBe(true);
  return pairOf(account, password);
}

async function pairOf(account: string, password = account): Promise<Pair> {
  const res = await signIn(t, account, password);
  expect(res.status).toBe(200);
  return res.body as Pair;
}

/** The pair opens nothing any more and mints nothing: the access token gets 401, the refresh is refused. */
async function expectRevoked(pair: Pair) {
  const info = await userInfo(pair.access_token);
  expect(info.status).toBe(401);
  const again = await refresh(pair);
  expect(again.status).toBe(400);
  expect(again.body).toEqual({ error_code: 400, error: 'invalid_grant', error_description: '令牌授权已过期' });
  expect(again.body).not.toHaveProperty('access_token');
}

async function expectWorks(pair: Pair) {
  expect((await userInfo(pair.access_token)).status).toBe(200);
}

describe('revoked sessions', () => {
  it('ends the one session at sign-out: its access and refresh tokens are refused, other sessions go on', async () => {
    const kept = await newUser('rv-logout');
    const ended = await pairOf('rv-logout');
    const logout = await request(t.server).get('/api/blade-auth/oauth/logout').set('Blade-Auth', `bearer ${ended.access_token}`);
    expect(logout.body).toEqual({ success: 'true', msg: 'success' });
    await expectRevoked(ended);
    await expectWorks(kept);
  });

  it('accepts a refresh token once; a replayed one is refused and ends the session it belonged to', async () => {
    const first = await newUser('rv-replay');
    const next = await refresh(first);
    expect(next.status).toBe(200);
    await expectWorks(next.body);
    // The copy an attacker kept is spent: refused, and the session (the owner's new pair too) is over.
    const replay = await refresh(first);
    expect(replay.status).toBe(400);
    expect(replay.body).not.toHaveProperty('access_token');
    await expectRevoked(next.body);
    await expectWorks(await pairOf('rv-replay'));
  });

  it('ends every session of a user who changes their own password', async () => {
    const one = await newUser('rv-own-user');
    const two = await pairOf('rv-own-user');
    const changed = await request(t.server)
      .post('/api/blade-system/user/update-password')
      .set('Blade-Auth', `bearer ${one.access_token}`)
      .query({ oldPassword: md5Hex('rv-own-user'), newPassword: md5Hex('rv-own-user-2'), newPassword1: md5Hex('rv-own-user-2') });
    expect(changed.body.success).toBe(true);
    await expectRevoked(one);
    await expectRevoked(two);
    expect((await signIn(t, 'rv-own-user')).status).toBe(400);
    await expectWorks(await pairOf('rv-own-user', 'rv-own-user-2'));
  });

  it('ends the sessions of a user whose password an administrator sets or resets', async () => {
    const set = await newUser('rv-set-user');
    const res = await asAdmin('updateUserPassword').query({
      userId: set.user_id,
      newPassword: md5Hex('rv-set-user-2'),
      newPassword1: md5Hex('rv-set-user-2'),
    });
    expect(res.body.success).toBe(true);
    await expectRevoked(set);
    await expectWorks(await pairOf('rv-set-user', 'rv-set-user-2'));

    const reset = await newUser('rv-reset');
    const answer = await asAdmin('reset-password').query({ userIds: reset.user_id });
    expect(answer.body.success).toBe(true);
    await expectRevoked(reset);
    await expectWorks(await pairOf('rv-reset', answer.body.data.passwords[0].password));
  });

  it('ends the sessions of a disabled account, and keeps them on an edit that changes neither status nor roles', async () => {
    const pair = await newUser('rv-status');
    const base = { id: pair.user_id, account: 'rv-status', name: 'rv-status', deptId: DEPT };
    expect((await asAdmin('update').send({ ...base, phone: '13800000000' })).body.success).toBe(true);
    await expectWorks(pair);

    expect((await asAdmin('update').send({ ...base, status: 2 })).body.success).toBe(true);
    await expectRevoked(pair);
    expect((await asAdmin('update').send({ ...base, status: 1 })).body.success).toBe(true);
    await expectRevoked(pair); // re-enabling brings no old token back
    await expectWorks(await pairOf('rv-status'));
  });

  it('ends the sessions of a user whose roles change, by grant or by edit', async () => {
    const granted = await newUser('rv-grant');
    expect((await asAdmin('grant').query({ userIds: granted.user_id, roleIds: HR_ROLE })).body.success).toBe(true);
    await expectRevoked(granted);
    const after = await pairOf('rv-grant');
    expect((await userInfo(after.access_token)).body.data.roles).toEqual(['hr']);

    const edited = await newUser('rv-edit-role');
    const body = { id: edited.user_id, account: 'rv-edit-role', name: 'rv-edit-role', deptId: DEPT };
    expect((await asAdmin('update').send({ ...body, roleId: USER_ROLE })).body.success).toBe(true);
    await expectWorks(edited); // the same roles sent again: nothing changed
    expect((await asAdmin('update').send({ ...body, roleId: HR_ROLE })).body.success).toBe(true);
    await expectRevoked(edited);
  });

  it('ends the sessions of a removed account', async () => {
    const pair = await newUser('rv-removed');
    expect((await asAdmin('remove').query({ ids: pair.user_id })).body.success).toBe(true);
    await expectRevoked(pair);
    expect((await signIn(t, 'rv-removed')).status).toBe(400);
  });

  it("lets no other tenant's administrator end a user's sessions by naming them in a reset, removal or grant", async () => {
    const victim = await newUser('rv-victim');
    const created = await request(t.server)
      .post('/api/blade-system/tenant/submit')
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ tenantName: '旁租户', linkman: '联系人' });
    expect(created.body.success).toBe(true);
    const other = await t.db.tenant.findFirstOrThrow({ where: { tenantName: '旁租户' } });
    const otherAdmin = await tenantAdminAfterFirstChange(t, other.tenantId);
    const foreign = (path: string) => request(t.server).post(`/api/blade-system/user/${path}`).set('Blade-Auth', `bearer ${otherAdmin}`);

    const before = await t.db.user.findUniqueOrThrow({ where: { id: BigInt(victim.user_id) } });
    for (const res of [
      await foreign('reset-password').query({ userIds: victim.user_id }),
      await foreign('remove').query({ ids: victim.user_id }),
      await foreign('grant').query({ userIds: victim.user_id, roleIds: USER_ROLE }),
    ])
      expect(res.body.success).toBe(false);
    await expectWorks(victim);
    expect((await refresh(victim)).status).toBe(200);
    const after = await t.db.user.findUniqueOrThrow({ where: { id: BigInt(victim.user_id) } });
    expect(after.password).toBe(before.password);
    expect(after.isDeleted).toBe(0);
  });

  it('refuses a correctly signed token that names no session (made before sessions, or by hand)', async () => {
    const pair = await newUser('rv-nosid');
    const {
      exp: _e,
      iat: _i,
      nbf: _n,
      iss: _s,
      aud: _a,
      sid: _sid,
      ...claims
    } = JSON.parse(Buffer.from(pair.access_token.split('.')[1]!, 'base64url').toString());
    const sessionless = signToken(claims, t.config.jwtSecret, 3600);
    expect((await userInfo(sessionless)).status).toBe(401);
    await expectWorks(pair);
  });
});
