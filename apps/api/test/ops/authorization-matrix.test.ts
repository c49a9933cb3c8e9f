// The authorization matrix: every mounted route (from the contract's route table) called by five kinds of caller,
// each answer compared with what the route's declared access rule promises. A route added without the right rule,
// or a handler that lets a caller through the rule forbids, fails here.
import type { Access, RouteSpec } from '@blade/contract';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { signToken } from '../../src/modules/auth/jwt.ts';
import type { AccessClaims } from '../../src/modules/auth/jwt.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import { createOtherTenantAdmin } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

/** `codes`: the menu and button codes the caller's roles were granted. */
type Caller = { name: string; token?: string; roles: string[]; codes: Set<string> };
type Outcome = 'allowed' | 401 | 403;

const USER_ROLE = 1123598816738675202n;

let t: TestApp;
let callers: Caller[];

/** A signed-in user holding only the seeded `user` role, which is granted the staff menus (notices, 我的事务). */
async function plainUserToken(): Promise<string> {
  const id = nextId();
  await t.db.user.create({
    data: {
      id,
      tenantId: '000000',
      account: 'plain',
      name: 'plain',
      realName: '普通用户',
      password: await t.app.services.passwords.hash(md5Hex('plain')),
    },
  });
  await t.db.userRole.create({ data: { id: nextId(), userId: id, roleId: USER_ROLE } });
  return accessToken(t, 'plain');
}

/** The administrator's own token, re-signed with the real key but already past its expiry. */
function expiredToken(valid: string): string {
  const { exp: _exp, iat: _iat, nbf: _nbf, iss: _iss, aud: _aud, ...claims } = jwt.decode(valid) as Record<string, unknown>;
  return signToken(claims as AccessClaims, t.config.jwtSecret, -60);
}

function expected(access: Access, caller: Caller): Outcome {
  if (access.kind === 'public') return 'allowed';
  if (!caller.token || caller.name === 'expired token') return 401;
  if (access.kind === 'token') return 'allowed';
  if (access.kind === 'roles') return caller.roles.some((r) => access.roles.includes(r)) ? 'allowed' : 403;
  return caller.roles.includes('administrator') || access.codes.some((c) => caller.codes.has(c)) ? 'allowed' : 403;
}

async function call(spec: RouteSpec, token: string | undefined) {
  const req = spec.method === 'GET' ? request(t.server).get(`/api${spec.path}`) : request(t.server).post(`/api${spec.path}`).send({});
  if (token) req.set('Blade-Auth', `bearer ${token}`);
  return req;
}

let menuCodes: Set<string>;

async function menuCodesOf(roleId: bigint): Promise<Set<string>> {
  const links = await t.db.roleMenu.findMany({ where: { roleId }, include: { menu: { select: { code: true } } } });
  return new Set(links.map((l) => l.menu.code ?? ''));
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await accessToken(t);
  menuCodes = new Set((await t.db.menu.findMany({ select: { code: true } })).map((m) => m.code ?? ''));
  const none = new Set<string>();
  callers = [
    { name: 'no token', roles: [], codes: none },
    { name: 'expired token', token: expiredToken(admin), roles: ['administrator'], codes: menuCodes },
    { name: 'plain user', token: await plainUserToken(), roles: ['user'], codes: await menuCodesOf(USER_ROLE) },
    // The second tenant's `admin` role is granted every menu and button of the seed.
    { name: "another tenant's admin", token: await createOtherTenantAdmin(t), roles: ['admin'], codes: menuCodes },
    { name: 'administrator', token: admin, roles: ['administrator'], codes: menuCodes },
  ];
});

describe('authorization matrix', () => {
  it('declares a known access rule on every mounted route', () => {
    expect(t.app.mountedRoutes.length).toBeGreaterThan(100);
    for (const spec of t.app.mountedRoutes)
      expect(['public', 'token', 'roles', 'permission'], `${spec.method} ${spec.path}`).toContain(spec.access.kind);
  });

  it('guards routes only with codes the seeded menus define, so a role can be granted each of them', () => {
    const undefinedCodes = t.app.mountedRoutes.flatMap((spec) =>
      spec.access.kind === 'permission' && !spec.access.codes.some((c) => menuCodes.has(c))
        ? [`${spec.method} ${spec.path}: ${spec.access.codes.join(', ')}`]
        : [],
    );
    expect(undefinedCodes).toEqual([]);
  });

  it('answers every route as its access rule says, for every kind of caller', { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    // Signing out ends the caller's session, and every later call with its token would be refused: those go last.
    const signsOut = (spec: RouteSpec) => spec.path.endsWith('/logout');
    const routes = [...t.app.mountedRoutes].sort((a, b) => Number(signsOut(a)) - Number(signsOut(b)));
    for (const spec of routes) {
      for (const caller of callers) {
        const want = expected(spec.access, caller);
        const res = await call(spec, caller.token);
        const got = res.status === 401 || res.status === 403 ? res.status : 'allowed';
        if (got !== want || res.status >= 500)
          wrong.push(`${spec.method} ${spec.path} as ${caller.name}: expected ${want}, got ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
