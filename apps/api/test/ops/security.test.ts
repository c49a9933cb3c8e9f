// Security by default: headers on every answer, no CORS, per-address rate limits on sign-in and captcha, and a
// request id echoed for support.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { appOn, createTestApp, signIn } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('security headers', () => {
  it('sends a CSP without inline scripts and the usual hardening headers', async () => {
    const res = await request(t.server).get('/api/health');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('grants no other origin access (CORS is off)', async () => {
    const simple = await request(t.server).get('/api/health').set('Origin', 'https://evil.example');
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await request(t.server)
      .options('/api/blade-system/user/list')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('request id', () => {
  it('gives every answer an id, and keeps a well-formed one a proxy sent', async () => {
    const fresh = await request(t.server).get('/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await request(t.server).get('/api/health').set('X-Request-Id', 'edge-42.abc');
    expect(kept.headers['x-request-id']).toBe('edge-42.abc');
    const replaced = await request(t.server).get('/api/health').set('X-Request-Id', 'bad id {with} spaces');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limits per client address', () => {
  it('slows sign-in guessing: past the limit even a right password waits, with a clear 429', async () => {
    const limited = await appOn(t.url, { rateLimits: { ...t.config.rateLimits, signIn: { hits: 3, windowSeconds: 60 } } });
    for (let i = 0; i < 3; i++) expect((await signIn(limited, 'nobody', 'wrong')).status).toBe(400);
    const res = await signIn(limited, 'admin');
    expect(res.status).toBe(429);
    // The token endpoint answers in the OAuth shape, like every other sign-in failure.
    expect(res.body).toMatchObject({ error_code: 429, error: 'invalid_grant' });
    expect(res.body.error_description).toMatch(/^请求过于频繁,请\d+秒后再试$/);
  });

  it('limits captcha images', async () => {
    const limited = await appOn(t.url, { rateLimits: { ...t.config.rateLimits, captcha: { hits: 2, windowSeconds: 60 } } });
    // The sign-ins above fetched captchas from this address too (every password sign-in answers one): count afresh.
    await t.db.rateLimit.deleteMany({ where: { clientKey: { startsWith: 'captcha:' } } });
    const captcha = () => request(limited.server).get('/api/blade-auth/oauth/captcha');
    expect((await captcha()).status).toBe(200);
    expect((await captcha()).status).toBe(200);
    const res = await captcha().set('Accept-Language', 'en');
    expect(res.status).toBe(429);
    expect(res.body.error_description).toMatch(/^Too many requests, try again in \d+ s$/);
  });
});
