// Attack: any signed-in user forges error-log rows in bulk through the console's error upload, and drops every
// server cache through oauth/clear-cache. The upload is bounded (entries per user and window, text per request) and
// clearing the caches is the administrator's.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let hr: string;
let manager: string;

const entries = (n: number, message = 'forged') =>
  Array.from({ length: n }, (_, i) => ({ type: 'Error', message: `${message} ${i}`, stack: '', info: '', url: '/', time: '' }));
const upload = (token: string, body: unknown) =>
  request(t.server)
    .post('/api/blade-log/error/upload')
    .set('Blade-Auth', `bearer ${token}`)
    .send(body as object);
const forged = async () => {
  await t.app.services.logs.flush();
  return t.db.logError.count({ where: { method: 'CONSOLE' } });
};

beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: { ...testConfig().rateLimits, errorUpload: { hits: 100, windowSeconds: 3600 } } } });
  hr = await accessToken(t, 'hr');
  manager = await accessToken(t, 'manager');
});

describe('error upload', () => {
  it('stops a user past their entries for the window (429), writing nothing more; other users keep theirs', async () => {
    expect((await upload(hr, entries(60))).body).toMatchObject({ code: 200, success: true });
    expect(await forged()).toBe(60);
    const refused = await upload(hr, entries(60));
    expect(refused.status).toBe(429);
    expect(refused.body.success).toBe(false);
    expect((await upload(hr, entries(1))).status).toBe(429);
    expect(await forged()).toBe(60);
    expect((await upload(manager, entries(10))).status).toBe(200);
    expect(await forged()).toBe(70);
  });

  it('refuses an upload carrying more text than a console log holds (413), and more than 500 entries (400)', async () => {
    const before = await forged();
    const big = await upload(manager, entries(80, 'x'.repeat(3990)));
    expect(big.status).toBe(413);
    expect(big.body.success).toBe(false);
    const many = await upload(manager, entries(501));
    expect(many.status).toBe(400);
    expect(await forged()).toBe(before);
  });
});

describe('clear-cache', () => {
  it('is refused to a non-administrator, whose call leaves the caches in place', async () => {
    let loads = 0;
    const load = async () => ++loads;
    await t.app.services.cache.get('probe', load);
    const res = await request(t.server).get('/api/blade-auth/oauth/clear-cache').set('Blade-Auth', `bearer ${hr}`);
    expect(res.status).toBe(403);
    await t.app.services.cache.get('probe', load);
    expect(loads).toBe(1);
    const admin = await accessToken(t, 'admin');
    expect((await request(t.server).get('/api/blade-auth/oauth/clear-cache').set('Blade-Auth', `bearer ${admin}`)).status).toBe(200);
    await t.app.services.cache.get('probe', load);
    expect(loads).toBe(2);
  });
});
