// 在线用户 and one's own sessions: what each session shows, 强退 taking effect on the next request, and the attacks:
// another tenant's administrator listing or ending this tenant's sessions, staff calling the administrators' routes,
// a user ending someone else's session through the own-sessions route.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, signIn, tokenRequest } from '../test-app.ts';

let t: TestApp;
let admin: string;
let otherAdmin: string;

const as = (token: string) => ({
  get: (path: string) => request(t.server).get(`/api${path}`).set('Blade-Auth', `bearer ${token}`),
  post: (path: string) => request(t.server).post(`/api${path}`).set('Blade-Auth', `bearer ${token}`),
});
const sidOf = (token: string) => (jwt.decode(token) as { sid: string }).sid;
const userInfo = (token: string) => as(token).get('/blade-auth/oauth/user-info');

type Row = { id: string; account: string; tenantId: string; method: string; current: boolean; remoteIp: string; userAgent: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  otherAdmin = await createOtherTenantAdmin(t);
});

describe('在线用户', () => {
  it("lists the tenant's open sessions with user, address, agent, method and times, the caller's own marked", async () => {
    const boss = (await signIn(t, 'boss', 'boss', { 'User-Agent': 'online-test-agent' })).body.access_token as string;
    const res = await as(admin).get('/blade-auth/session/list?current=1&size=100');
    expect(res.body.code).toBe(200);
    const rows = res.body.data.records as Row[];
    expect(rows.find((r) => r.id === sidOf(boss))).toMatchObject({
      account: 'boss',
      tenantId: '000000',
      method: 'password',
      userAgent: 'online-test-agent',
      current: false,
    });
    expect(rows.find((r) => r.id === sidOf(boss))!.remoteIp).toBeTruthy();
    expect(rows.find((r) => r.id === sidOf(admin))!.current).toBe(true);
    // What the session needs to refresh never leaves the server.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['account', 'createdAt', 'current', 'id', 'lastSeenAt', 'method', 'realName', 'remoteIp', 'tenantId', 'userAgent', 'userId'].sort(),
    );
    // The platform administrator sees every tenant's sessions.
    expect(rows.some((r) => r.tenantId === OTHER_TENANT)).toBe(true);
    const filtered = await as(admin).get('/blade-auth/session/list?current=1&size=100&account=bos');
    expect((filtered.body.data.records as Row[]).every((r) => r.account === 'boss')).toBe(true);
  });

  it('强退 ends the session at once: its next request is refused, and its refresh token mints nothing', async () => {
    const signedIn = await signIn(t, 'hr');
    const hr = signedIn.body.access_token as string;
    expect((await userInfo(hr)).status).toBe(200);
    const res = await as(admin).post(`/blade-auth/session/remove?ids=${sidOf(hr)}`);
    expect(res.body).toMatchObject({ code: 200, success: true });
    expect((await userInfo(hr)).status).toBe(401);
    const refreshed = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: signedIn.body.refresh_token as string });
    expect(refreshed.status).toBe(400);
    const listed = await as(admin).get('/blade-auth/session/list?current=1&size=100');
    expect((listed.body.data.records as Row[]).some((r) => r.id === sidOf(hr))).toBe(false);
  });

  it("never shows another tenant's administrator this tenant's sessions", async () => {
    // Asking for tenant 000000 by name still answers their own tenant's sessions only.
    const res = await as(otherAdmin).get('/blade-auth/session/list?current=1&size=100&tenantId=000000');
    expect(res.body.code).toBe(200);
    expect((res.body.data.records as Row[]).map((r) => r.tenantId)).toEqual([OTHER_TENANT]);
    const own = await as(otherAdmin).get('/blade-auth/session/list?current=1&size=100');
    expect((own.body.data.records as Row[]).map((r) => r.tenantId)).toEqual([OTHER_TENANT]);
  });

  it("never lets another tenant's administrator end this tenant's sessions, alone or beside their own", async () => {
    const victim = await accessToken(t, 'manager');
    const spare = await createOtherTenantAdmin(t);
    const alone = await as(otherAdmin).post(`/blade-auth/session/remove?ids=${sidOf(victim)}`);
    expect(alone.status).toBe(400);
    expect(alone.body).toMatchObject({ success: false, msg: '数据不存在或已被删除' });
    const mixed = await as(otherAdmin).post(`/blade-auth/session/remove?ids=${sidOf(spare)},${sidOf(victim)}`);
    expect(mixed.status).toBe(400);
    expect((await userInfo(victim)).status).toBe(200);
    // All or nothing: their own session named beside the victim's was not ended either.
    expect((await userInfo(spare)).status).toBe(200);
  });

  it('refuses staff the administrators’ routes, and bad ids with a 400 envelope', async () => {
    const staff = await accessToken(t, 'boss');
    expect((await as(staff).get('/blade-auth/session/list')).status).toBe(403);
    expect((await as(staff).post(`/blade-auth/session/remove?ids=${sidOf(admin)}`)).status).toBe(403);
    expect((await userInfo(admin)).status).toBe(200);
    const bad = await as(admin).post('/blade-auth/session/remove?ids=1;drop');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false });
  });

  it('may end its own current session, which signs the caller out', async () => {
    const own = await accessToken(t, 'admin');
    expect((await as(own).post(`/blade-auth/session/remove?ids=${sidOf(own)}`)).body.success).toBe(true);
    expect((await userInfo(own)).status).toBe(401);
  });
});

describe('own sessions', () => {
  it('lists only the caller’s sessions, the current one marked, and ends one of them', async () => {
    const first = await accessToken(t, 'manager');
    const second = await accessToken(t, 'manager');
    const mine = await as(second).get('/blade-auth/session/mine');
    expect(mine.body.code).toBe(200);
    const rows = mine.body.data as Row[];
    expect(rows.every((r) => r.account === 'manager')).toBe(true);
    expect(rows.find((r) => r.current)!.id).toBe(sidOf(second));
    expect(rows.some((r) => r.id === sidOf(first))).toBe(true);
    expect((await as(second).post(`/blade-auth/session/remove-mine?id=${sidOf(first)}`)).body.success).toBe(true);
    expect((await userInfo(first)).status).toBe(401);
    expect((await userInfo(second)).status).toBe(200);
  });

  it("cannot end someone else's session through the own-sessions route", async () => {
    const victim = await accessToken(t, 'hr');
    const attacker = await accessToken(t, 'boss');
    const res = await as(attacker).post(`/blade-auth/session/remove-mine?id=${sidOf(victim)}`);
    expect(res.status).toBe(400);
    expect((await userInfo(victim)).status).toBe(200);
  });
});

describe('last seen', () => {
  it('moves on a request when older than a minute, and not on every request', async () => {
    const token = await accessToken(t, 'boss');
    const sid = sidOf(token);
    const long = new Date(Date.now() - 10 * 60_000);
    await t.db.authSession.update({ where: { id: sid }, data: { lastSeenAt: long } });
    expect((await userInfo(token)).status).toBe(200);
    await expect.poll(async () => (await t.db.authSession.findUniqueOrThrow({ where: { id: sid } })).lastSeenAt > long).toBe(true);

    const recent = new Date(Date.now() - 20_000);
    await t.db.authSession.update({ where: { id: sid }, data: { lastSeenAt: recent } });
    expect((await userInfo(token)).status).toBe(200);
    expect((await userInfo(token)).status).toBe(200);
    expect((await t.db.authSession.findUniqueOrThrow({ where: { id: sid } })).lastSeenAt).toEqual(recent);
  });

  it('moves on a refresh', async () => {
    const signedIn = await signIn(t, 'boss');
    const sid = sidOf(signedIn.body.access_token as string);
    const long = new Date(Date.now() - 10 * 60_000);
    await t.db.authSession.update({ where: { id: sid }, data: { lastSeenAt: long } });
    const refreshed = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: signedIn.body.refresh_token as string });
    expect(refreshed.status).toBe(200);
    expect((await t.db.authSession.findUniqueOrThrow({ where: { id: sid } })).lastSeenAt > long).toBe(true);
  });
});
