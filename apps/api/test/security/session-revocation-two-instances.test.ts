// Attack: keep using a token on another API instance after it was revoked on one (behind a load balancer, the next
// request may land anywhere). Two real processes on one database; B has the session cached as open before A ends it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { signInTo, startServer } from '../support/server-process.ts';
import { cloneDatabase, SABER_BASIC } from '../test-app.ts';

type Pair = { access_token: string; refresh_token: string; user_id: string };
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  const databaseUrl = await cloneDatabase();
  // One signing key for both, as production requires.
  const env = { DATABASE_URL: databaseUrl, JWT_SECRET: md5Hex(String(Math.random())).repeat(2) };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
}, 90_000);

afterAll(async () => {
  expect(await a?.stop()).toBe(0);
  expect(await b?.stop()).toBe(0);
});

const userInfo = (server: ServerProcess, pair: Pair) =>
  fetch(`${server.base}/api/blade-auth/oauth/user-info`, { headers: { 'Blade-Auth': `bearer ${pair.access_token}` } });
const refresh = (server: ServerProcess, pair: Pair) =>
  fetch(`${server.base}/api/blade-auth/oauth/token?grant_type=refresh_token&refresh_token=${pair.refresh_token}`, {
    method: 'POST',
    headers: { Authorization: SABER_BASIC },
  });

async function pairOn(server: ServerProcess, account: string): Promise<Pair> {
  const res = await signInTo(server, account);
  expect(res.status).toBe(200);
  return (await res.json()) as Pair;
}

describe('revocation across API instances', () => {
  it('refuses at B a token signed out at A', async () => {
    const pair = await pairOn(a, 'manager');
    expect((await userInfo(b, pair)).status).toBe(200); // B now holds the session as open in its cache
    const logout = await fetch(`${a.base}/api/blade-auth/oauth/logout`, { headers: { 'Blade-Auth': `bearer ${pair.access_token}` } });
    expect(logout.status).toBe(200);
    expect((await userInfo(b, pair)).status).toBe(401);
    expect((await refresh(b, pair)).status).toBe(400);
  });

  it('refuses at A the tokens of a user whose password an administrator reset at B', async () => {
    const admin = await pairOn(b, 'admin');
    const pair = await pairOn(a, 'boss');
    expect((await userInfo(a, pair)).status).toBe(200);
    const reset = await fetch(`${b.base}/api/blade-system/user/reset-password?userIds=${pair.user_id}`, {
      method: 'POST',
      headers: { 'Blade-Auth': `bearer ${admin.access_token}` },
    });
    expect(((await reset.json()) as { success: boolean }).success).toBe(true);
    expect((await userInfo(a, pair)).status).toBe(401);
    expect((await refresh(a, pair)).status).toBe(400);
    expect((await userInfo(a, admin)).status).toBe(200); // nobody else was signed out
  });
});
