import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has working defaults for a first start', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, timeZone: 'Asia/Shanghai', databaseUrl: undefined });
    expect(c.dataDir).toMatch(/\.data$/);
  });

  it('refuses the development signing key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: must be set/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).env).toBe('production');
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
});
