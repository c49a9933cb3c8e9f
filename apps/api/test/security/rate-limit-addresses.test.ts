// Attacks on the per-address rate limits: an IPv6 client owns a whole /64 and sends each request from a new address
// of it; a client behind a dual-stack socket shows up as IPv4-mapped IPv6. Each must count as one client. A client
// told 429 is told when to come back (Retry-After, seconds).
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.ts';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';

/** Captchas are the cheapest limited route: 3 a client and minute here. */
const LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  const rateLimits = { ...testConfig().rateLimits, captcha: { hits: LIMIT, windowSeconds: 60 } };
  t = await createTestApp({ config: { trustProxy: 'loopback', rateLimits } });
});
const captcha = (address: string) => request(t.server).get('/api/blade-auth/oauth/captcha').set('X-Forwarded-For', address);

async function spend(addresses: string[]) {
  const answers = [];
  for (const a of addresses) answers.push(await captcha(a));
  return answers;
}

describe('rate limits by client', () => {
  it('count an IPv6 /64 as one client, whichever of its addresses a request comes from', async () => {
    const answers = await spend(['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff::9', '2001:db8:7:1:abcd:1:2:3']);
    expect(answers.slice(0, LIMIT).map((r) => r.status)).toEqual([200, 200, 200]);
    const refused = answers[LIMIT]!;
    expect(refused.status).toBe(429);
    // The captcha route answers failures in the OAuth shape Saber reads, as the token route does.
    expect(refused.body).toMatchObject({ error_code: 429, error_description: expect.stringMatching(/^请求过于频繁,请\d+秒后再试$/) });
    // Another /64 is another client.
    expect((await captcha('2001:db8:7:2::1')).status).toBe(200);
    const issued = await t.db.captcha.count();
    expect((await captcha('2001:db8:7:1::77')).status).toBe(429);
    expect(await t.db.captcha.count()).toBe(issued);
  });

  it('count an IPv4-mapped IPv6 address as the IPv4 address it carries', async () => {
    const answers = await spend(['203.0.113.40', '::ffff:203.0.113.40', '::ffff:cb00:7128', '203.0.113.40']);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
  });

  it('tell a refused client when to come back: Retry-After in seconds on every 429', async () => {
    const answers = await spend(['198.51.100.50', '198.51.100.50', '198.51.100.50', '198.51.100.50']);
    const refused = answers.at(-1)!;
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
    expect(refused.body.error_description).toBe(`请求过于频繁,请${seconds}秒后再试`);
  });
});
