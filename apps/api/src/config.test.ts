import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, EXAMPLE_SECRETS, loadConfig } from './config.ts';

const exampleEnv = Object.fromEntries(
  readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
);

describe('config', () => {
  it('has working defaults for a first start', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, timeZone: 'Asia/Shanghai', databaseUrl: undefined });
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it('has no signing key of its own: JWT_SECRET or, outside production, the key kept in DATA_DIR', () => {
    expect(loadConfig({}).jwtSecret).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: must be set/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).env).toBe('production');
  });

  it('lets only the bench force garbage collections: off by default, refused in production', () => {
    expect(loadConfig({}).benchGc).toBe(false);
    expect(loadConfig({ BENCH_GC: 'true' }).benchGc).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), BENCH_GC: 'true' })).toThrow(
      /BENCH_GC: is for npm run bench only/,
    );
  });

  it('hashes passwords at bcrypt cost 10 unless told otherwise; a cheaper cost only outside production', () => {
    expect(loadConfig({}).passwordHashCost).toBe(10);
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }).passwordHashCost).toBe(12);
    expect(loadConfig({ PASSWORD_HASH_COST: '4' }).passwordHashCost).toBe(4);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '11' }).passwordHashCost).toBe(11);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST: must be at least 10 in production/);
    for (const bad of ['3', '16', 'ten']) expect(() => loadConfig({ PASSWORD_HASH_COST: bad })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('lists every bad key at once', () => {
    try {
      loadConfig({ PORT: 'eighty', TIME_ZONE: 'Mars/Olympus', JWT_SECRET: 'short', DATABASE_URL: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      for (const key of ['PORT', 'TIME_ZONE', 'JWT_SECRET', 'DATABASE_URL']) expect((error as Error).message).toContain(key);
    }
  });

  it('refuses the secrets of .env.example unless told it is a demo', () => {
    expect(exampleEnv.JWT_SECRET).toBe(EXAMPLE_SECRETS.JWT_SECRET);
    expect(exampleEnv.POSTGRES_PASSWORD).toBe(EXAMPLE_SECRETS.POSTGRES_PASSWORD);
    const asCompose = {
      NODE_ENV: 'production',
      JWT_SECRET: exampleEnv.JWT_SECRET,
      DATABASE_URL: `postgresql://blade:${exampleEnv.POSTGRES_PASSWORD}@postgres:5432/blade`,
    };
    expect(() => loadConfig(asCompose)).toThrow(/JWT_SECRET: is the example value[\s\S]*DATABASE_URL: uses the example password/);
    expect(loadConfig({ ...asCompose, DEMO: 'true' }).env).toBe('production');
    expect(
      loadConfig({ ...asCompose, JWT_SECRET: 'k'.repeat(40), DATABASE_URL: 'postgresql://blade:s3cret@postgres:5432/blade' }).env,
    ).toBe('production');
  });

  it('reads rate limits as hits/seconds', () => {
    expect(loadConfig({}).rateLimits.signIn).toEqual({ hits: 20, windowSeconds: 60 });
    expect(loadConfig({ RATE_LIMIT_CAPTCHA: '5/10' }).rateLimits.captcha).toEqual({ hits: 5, windowSeconds: 10 });
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN: 'lots' })).toThrow(/RATE_LIMIT_SIGN_IN: must be written hits\/seconds/);
  });

  it('reads OUTBOUND_ALLOW: empty by default (public addresses only), host names and CIDR ranges, bad entries refused', () => {
    expect(loadConfig({}).outboundAllow).toEqual([]);
    expect(loadConfig({ OUTBOUND_ALLOW: 'minio, 10.0.0.0/8,::1' }).outboundAllow).toEqual(['minio', '10.0.0.0/8', '::1']);
    expect(() => loadConfig({ OUTBOUND_ALLOW: 'minio,10.0.0.0/40' })).toThrow(/OUTBOUND_ALLOW: "10.0.0.0\/40" has no valid prefix length/);
    expect(() => loadConfig({ OUTBOUND_ALLOW: 'http://minio:9000' })).toThrow(/OUTBOUND_ALLOW: "http:\/\/minio:9000" is neither/);
  });
  it('checks the body limit and the proxy setting as Express will read them, before anything starts', () => {
    expect(loadConfig({ BODY_LIMIT: '512kb' }).bodyLimit).toBe('512kb');
    expect(loadConfig({ BODY_LIMIT: '1048576' }).bodyLimit).toBe('1048576');
    expect(() => loadConfig({ BODY_LIMIT: 'lots' })).toThrow(/BODY_LIMIT: must be a size such as 1mb/);
    for (const good of ['1', 'true', 'loopback', 'loopback, 10.0.0.0/8', '192.168.1.7', 'fd00::/8']) {
      expect(loadConfig({ TRUST_PROXY: good }).trustProxy).toBe(good);
    }
    for (const bad of ['lots', '10.0.0.0/33', '10.0.0.1/8/2', 'loopback,nowhere']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be a hop count/);
    }
  });
});
