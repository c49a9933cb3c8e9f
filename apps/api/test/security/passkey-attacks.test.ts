// Attacks on passkeys through the real server and database, with software authenticators that misbehave as an
// attacker's would: replayed challenges, someone else's credential, another tenant, a counter going back, a page of
// another origin or domain, no user verification, a removed passkey, and another user's passkey renamed or removed.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { md5Hex } from '../../src/modules/auth/password.ts';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import type { SoftAuthenticator } from '../support/soft-authenticator.ts';
import { createSoftAuthenticator } from '../support/soft-authenticator.ts';
import { authed, enrolPasskey, passkeySignIn, registerOptions, RP, sendAssertion, signInOptions } from '../support/passkey-flows.ts';

let t: TestApp;
const ORIGIN = RP.origins[0]!;
const REFUSED = '通行密钥验证失败:请确认租户正确且该通行密钥仍已登记';
const tokens: Record<string, string> = {};

async function makeUser(account: string): Promise<void> {
  const id = nextId();
  await t.db.user.create({ data: { id, account, name: account, password: await t.app.services.passwords.hash(md5Hex(account)) } });
  const role = await t.db.role.findFirstOrThrow({ where: { tenantId: '000000', roleAlias: 'user' } });
  await t.db.userRole.create({ data: { id: nextId(), userId: id, roleId: role.id } });
}

/** `account` signed in, with one passkey enrolled on a new authenticator. */
async function withPasskey(account: string, options: { counting?: boolean } = {}): Promise<SoftAuthenticator> {
  await makeUser(account);
  tokens[account] = await accessToken(t, account);
  const authenticator = createSoftAuthenticator(ORIGIN, RP.rpId, options);
  const res = await enrolPasskey(t, tokens[account], authenticator, `${account}'s key`);
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  return authenticator;
}

const refusedPlainly = (res: { status: number; body: { error_description?: string; access_token?: string } }) => {
  expect(res.status).toBe(400);
  expect(res.body.access_token).toBeUndefined();
  expect(res.body.error_description).toBe(REFUSED);
};

beforeAll(async () => {
  t = await createTestApp({ config: { webauthn: RP } });
});

describe('challenges', () => {
  it('refuses an assertion sent again: its challenge was used up by the first', async () => {
    // No counter (as synced passkeys report), so only the challenge stands between a replay and a session.
    const authenticator = await withPasskey('replay-victim');
    const assertion = authenticator.assert(await signInOptions(t));
    expect((await sendAssertion(t, assertion)).status).toBe(200);
    refusedPlainly(await sendAssertion(t, assertion));
  });

  it('refuses a challenge never issued, and one past its five minutes', async () => {
    const authenticator = await withPasskey('stale-challenge');
    refusedPlainly(await sendAssertion(t, authenticator.assert({ challenge: 'bm90LWlzc3VlZC1ieS10aGUtc2VydmVy' })));
    const options = await signInOptions(t);
    await t.db.passkeyChallenge.updateMany({ where: { challenge: options.challenge }, data: { expiresAt: new Date(Date.now() - 1000) } });
    refusedPlainly(await sendAssertion(t, authenticator.assert(options)));
  });

  it("refuses an enrolment answering another user's registration challenge, or a sign-in challenge", async () => {
    await withPasskey('challenge-owner');
    await makeUser('challenge-thief');
    const thief = await accessToken(t, 'challenge-thief');
    const ownersOptions = await registerOptions(t, tokens['challenge-owner']!);
    const authenticator = createSoftAuthenticator(ORIGIN, RP.rpId);
    const stolen = await request(t.server)
      .post('/api/blade-auth/passkey/register')
      .set(authed(thief))
      .send({ name: 'stolen', response: authenticator.register(ownersOptions) });
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ success: false, msg: '通行密钥登记失败,请重新开始' });
    const signInChallenge = { ...ownersOptions, challenge: (await signInOptions(t)).challenge };
    const crossed = await request(t.server)
      .post('/api/blade-auth/passkey/register')
      .set(authed(thief))
      .send({ name: 'crossed', response: authenticator.register(signInChallenge) });
    expect(crossed.status).toBe(400);
    expect(await t.db.userPasskey.count({ where: { name: { in: ['stolen', 'crossed'] } } })).toBe(0);
  });
});

describe("someone else's passkey", () => {
  it("refuses an assertion naming another user's credential, signed with the attacker's key", async () => {
    const victim = await withPasskey('cred-victim');
    const attacker = await withPasskey('cred-attacker');
    refusedPlainly(await passkeySignIn(t, attacker, { tamper: { credentialId: victim.credentials[0]!.id } }));
    // Nor does claiming the victim's user handle with the attacker's own credential make it theirs.
    refusedPlainly(await passkeySignIn(t, attacker, { tamper: { userHandle: victim.credentials[0]!.userHandle } }));
  });

  it('refuses a passkey in a tenant it was not enrolled in', async () => {
    await createOtherTenantAdmin(t);
    const authenticator = await withPasskey('tenant-crosser');
    refusedPlainly(await passkeySignIn(t, authenticator, { headers: { 'Tenant-Id': OTHER_TENANT } }));
    expect((await passkeySignIn(t, authenticator, { headers: { 'Tenant-Id': '000000' } })).status).toBe(200);
  });

  it('refuses a removed passkey', async () => {
    const authenticator = await withPasskey('removed-key');
    const [passkey] = (await request(t.server).get('/api/blade-auth/passkey/list').set(authed(tokens['removed-key']!))).body.data as Array<{
      id: string;
    }>;
    await request(t.server).post('/api/blade-auth/passkey/remove').set(authed(tokens['removed-key']!)).query({ id: passkey!.id });
    refusedPlainly(await passkeySignIn(t, authenticator));
  });

  it("lets no user rename or remove another user's passkey", async () => {
    await withPasskey('owner-of-key');
    await makeUser('meddler');
    const meddler = await accessToken(t, 'meddler');
    const owned = await t.db.userPasskey.findFirstOrThrow({ where: { name: "owner-of-key's key" } });
    const renamed = await request(t.server)
      .post('/api/blade-auth/passkey/rename')
      .set(authed(meddler))
      .send({ id: String(owned.id), name: 'mine now' });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ success: false, msg: '通行密钥不存在' });
    const removed = await request(t.server)
      .post('/api/blade-auth/passkey/remove')
      .set(authed(meddler))
      .query({ id: String(owned.id) });
    expect(removed.status).toBe(400);
    // Not even the other tenant's administrator reaches it.
    const otherAdmin = await createOtherTenantAdmin(t);
    expect(
      (
        await request(t.server)
          .post('/api/blade-auth/passkey/remove')
          .set(authed(otherAdmin))
          .query({ id: String(owned.id) })
      ).status,
    ).toBe(400);
    expect(await t.db.userPasskey.findUniqueOrThrow({ where: { id: owned.id } })).toMatchObject({ name: "owner-of-key's key" });
  });
});

describe('the authenticator', () => {
  it('refuses a counter that went back (a cloned authenticator), and keeps the highest seen', async () => {
    const authenticator = await withPasskey('cloned-key', { counting: true });
    expect((await passkeySignIn(t, authenticator, { tamper: { counter: 5 } })).status).toBe(200);
    refusedPlainly(await passkeySignIn(t, authenticator, { tamper: { counter: 3 } }));
    refusedPlainly(await passkeySignIn(t, authenticator, { tamper: { counter: 5 } }));
    expect(await t.db.userPasskey.findFirstOrThrow({ where: { name: "cloned-key's key" } })).toMatchObject({ counter: 5n });
    expect((await passkeySignIn(t, authenticator, { tamper: { counter: 6 } })).status).toBe(200);
  });

  it('refuses an answer made for another origin or another domain (a phishing page)', async () => {
    const authenticator = await withPasskey('phished');
    refusedPlainly(await passkeySignIn(t, authenticator, { tamper: { origin: 'https://console.test.evil.example' } }));
    refusedPlainly(await passkeySignIn(t, authenticator, { tamper: { rpId: 'evil.example' } }));
    const enrol = await enrolPasskey(t, tokens['phished']!, createSoftAuthenticator(ORIGIN, RP.rpId), 'phished', {
      origin: 'https://evil.example',
    });
    expect(enrol.status).toBe(400);
  });

  it('refuses a sign-in or an enrolment without user verification: a passkey stands for both factors', async () => {
    const authenticator = await withPasskey('presence-only');
    refusedPlainly(await passkeySignIn(t, authenticator, { tamper: { unverified: true } }));
    const enrol = await enrolPasskey(t, tokens['presence-only']!, createSoftAuthenticator(ORIGIN, RP.rpId), 'no uv', { unverified: true });
    expect(enrol.status).toBe(400);
    expect(await t.db.userPasskey.count({ where: { name: 'no uv' } })).toBe(0);
  });

  it('refuses enrolling a credential id someone in the tenant already has', async () => {
    const first = await withPasskey('first-holder');
    await makeUser('copycat');
    const copycat = await accessToken(t, 'copycat');
    const res = await enrolPasskey(t, copycat, createSoftAuthenticator(ORIGIN, RP.rpId), 'copy', {
      credentialId: first.credentials[0]!.id,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, msg: '该通行密钥已登记' });
  });
});

describe('the public options', () => {
  it("hold a visitor to the sign-in's pace: each keeps a row", async () => {
    const limited = await createTestApp({
      config: { webauthn: RP, rateLimits: { ...t.config.rateLimits, signIn: { hits: 2, windowSeconds: 60 } } },
    });
    const ask = () => request(limited.server).post('/api/blade-auth/passkey/sign-in-options');
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ code: 429, success: false });
    expect(await limited.db.passkeyChallenge.count()).toBe(2);
  });
});
