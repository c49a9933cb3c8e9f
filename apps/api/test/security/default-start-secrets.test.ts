// Attacks on a default `npm start` (no JWT_SECRET, embedded PostgreSQL): tokens forged with the signing key that
// used to be written in the source, and the database superuser's old well-known password. The real process, twice
// on one data folder: the secrets it makes are private (0600), kept, and reused.
import jwt from 'jsonwebtoken';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../src/modules/auth/jwt.ts';
import { signInTo, startServer } from '../support/server-process.ts';
import { SABER_BASIC } from '../test-app.ts';
import { tempDir } from '../support/temp-dir.ts';

/** The key config.ts used to sign with when JWT_SECRET was unset: public, in every clone of the repository. */
const PUBLISHED_KEY = 'blade-console-development-signing-key-change-me-in-production';

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** The claims of a genuine token, ready to be signed again by someone else. */
function claimsOf(token: string) {
  const { exp: _e, iat: _i, nbf: _n, iss: _s, aud: _a, ...claims } = jwt.decode(token) as Record<string, unknown>;
  return claims as Parameters<typeof signToken>[0];
}

async function connects(port: number, password: string): Promise<string> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return 'connected';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('a default start', () => {
  it('signs with a key of its own, kept private in DATA_DIR, and a database password of its own', { timeout: 90_000 }, async () => {
    const dataDir = tempDir('blade-secrets-');
    const keyFile = path.join(dataDir, 'jwt-secret');
    const passwordFile = path.join(dataDir, 'postgres-password');
    const first = await startServer({ DATA_DIR: dataDir });
    expect(first.output()).toContain(`Generated a token signing key in ${keyFile}`);

    // Both secrets: random hex, readable by the owner only.
    expect(modeOf(keyFile)).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8').trim()).toMatch(/^[0-9a-f]{128}$/);
    expect(modeOf(passwordFile)).toBe(0o600);
    // The SM2 key of Saber sign-ins likewise, its public key printed for the operator to configure Saber with.
    const sm2File = path.join(dataDir, 'sm2-private-key');
    expect(modeOf(sm2File)).toBe(0o600);
    expect(first.output()).toMatch(
      new RegExp(`Generated an SM2 key pair for Saber sign-ins in ${sm2File}; its public key: 04[0-9a-f]{128}`),
    );
    const password = readFileSync(passwordFile, 'utf8').trim();
    expect(password).toMatch(/^[0-9a-f]{64}$/);

    const signedIn = await signInTo(first, 'admin');
    // The server's answer says what went wrong when this fails.
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    const genuine = (await signedIn.json()) as { access_token: string; refresh_token: string };
    const userInfo = (server: { base: string }, token: string) =>
      fetch(`${server.base}/api/blade-auth/oauth/user-info`, { headers: { 'Blade-Auth': `bearer ${token}` } });

    // The administrator's own claims (session included), signed with the published key: refused.
    const forgedAccess = signToken(claimsOf(genuine.access_token), PUBLISHED_KEY, 3600);
    const refused = await userInfo(first, forgedAccess);
    expect(refused.status).toBe(401);
    expect(JSON.stringify(await refused.json())).not.toContain('admin');
    const forgedRefresh = signToken(claimsOf(genuine.refresh_token), PUBLISHED_KEY, 3600);
    const minted = await fetch(`${first.base}/api/blade-auth/oauth/token?grant_type=refresh_token&refresh_token=${forgedRefresh}`, {
      method: 'POST',
      headers: { Authorization: SABER_BASIC },
    });
    expect(minted.status).toBe(400);
    expect(await minted.json()).not.toHaveProperty('access_token');

    // The superuser's old password opens nothing; the one in the file does.
    const pgPort = Number(/Embedded PostgreSQL on 127\.0\.0\.1:(\d+)/.exec(first.output())![1]);
    expect(await connects(pgPort, 'postgres')).toBe('28P01');
    expect(await connects(pgPort, password)).toBe('connected');
    expect(await first.stop()).toBe(0);

    // A restart reuses both: the token of the first run still works, nothing was regenerated.
    const second = await startServer({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('Generated a token signing key');
    expect(second.output()).not.toContain('Generated an SM2 key pair');
    expect(readFileSync(passwordFile, 'utf8').trim()).toBe(password);
    expect((await userInfo(second, genuine.access_token)).status).toBe(200);
    expect((await userInfo(second, forgedAccess)).status).toBe(401);
    expect(await second.stop()).toBe(0);
  });

  it('refuses to start in production without JWT_SECRET, and makes no key for it', async () => {
    const dataDir = tempDir('blade-secrets-');
    await expect(startServer({ NODE_ENV: 'production', DATA_DIR: dataDir })).rejects.toThrow(
      /JWT_SECRET: must be set to a secret of your own/,
    );
    expect(() => statSync(path.join(dataDir, 'jwt-secret'))).toThrow(/ENOENT/);
  });
});
