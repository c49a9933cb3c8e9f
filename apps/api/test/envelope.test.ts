import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './test-app.ts';
import { accessToken, createTestApp, SABER_BASIC } from './test-app.ts';
import { tempDir } from './support/temp-dir.ts';

let t: TestApp;
let token: string;
const webDist = tempDir('blade-web-');
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>console</title>');

beforeAll(async () => {
  t = await createTestApp({ config: { webDist, bodyLimit: '10kb' } });
  token = await accessToken(t);
});

function expectNoInternals(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/at .*\.(ts|js):\d+|stack|Prisma|node_modules/);
}

describe('envelope and errors', () => {
  it('answers unknown API routes 404 in the envelope, with and without /api', async () => {
    for (const url of ['/api/blade-system/nothing', '/blade-system/nothing', '/api']) {
      const res = await request(t.server).get(url).set('Blade-Auth', `bearer ${token}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 404, success: false, data: null });
      expect(res.body.msg).toContain('请求的资源不存在');
    }
  });

  it('serves the console for unknown non-API paths so client routes survive a reload', async () => {
    const res = await request(t.server).get('/system/user/index');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>console</title>');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await request(t.server)
      .post('/api/blade-system/user/register-guest')
      .set('Content-Type', 'application/json')
      .send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, success: false, data: null, msg: '请求体不是合法的JSON' });
  });

  it('answers an oversize body with 413', async () => {
    const res = await request(t.server)
      .post('/api/blade-system/user/register-guest')
      .send({ name: 'x'.repeat(20_000) });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413);
    expect(res.body.msg).toContain('请求体过大');
  });

  it('answers wrong types and missing fields with 400 naming the field', async () => {
    const wrongType = await request(t.server).get('/api/blade-system/param/listNotAuth').query({ size: 'many' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.msg).toMatch(/^参数 size 不正确: /);

    const missing = await request(t.server)
      .post('/api/blade-auth/oauth/token')
      .set('Authorization', SABER_BASIC)
      .query({ username: 'admin' });
    expect(missing.status).toBe(400);
    expect(missing.body.error_description).toMatch(/^参数 grant_type 不正确/);

    const badIds = await request(t.server)
      .post('/api/blade-system/user/unlock')
      .query({ userIds: 'a,b' })
      .set('Blade-Auth', `bearer ${token}`);
    expect(badIds.status).toBe(400);
    expect(badIds.body.msg).toBe('参数 userIds.0 不正确: 必须是以逗号分隔的数字编号');
    const badIdsEn = await request(t.server)
      .post('/api/blade-system/user/unlock')
      .query({ userIds: 'a' })
      .set('Blade-Auth', `bearer ${token}`)
      .set('Accept-Language', 'en');
    expect(badIdsEn.body.msg).toBe('Parameter userIds.0 is invalid: must be comma-separated numeric ids');

    const english = await request(t.server).get('/api/blade-system/param/listNotAuth').query({ size: '0' }).set('Accept-Language', 'en');
    expect(english.body.msg).toMatch(/^Parameter size is invalid: /);
    for (const r of [wrongType, missing, badIds, english]) expectNoInternals(r.body);
  });

  it('turns an unexpected failure into a 500 envelope without internals', async () => {
    const broken = await createTestApp();
    await broken.db.$executeRawUnsafe('DROP TABLE blade_param CASCADE');
    const res = await request(broken.server).get('/api/blade-system/param/listNotAuth');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, success: false, data: null, msg: '服务器内部错误,请稍后再试' });
  });
});

describe('public params', () => {
  it('serves the site and back-office names without a token in an IPage', async () => {
    const res = await request(t.server).get('/api/blade-system/param/listNotAuth').query({ paramKey: 'system.name' });
    expect(res.body).toMatchObject({
      code: 200,
      success: true,
      data: {
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
        orders: [],
        countId: '',
        maxLimit: -1,
        records: [{ paramKey: 'system.name', paramValue: 'Blade Console' }],
      },
    });
    expect(typeof res.body.data.records[0].id).toBe('string');
  });

  it('never exposes private params such as the initial password', async () => {
    const all = await request(t.server).get('/api/blade-system/param/listNotAuth').query({ size: 200 });
    const keys = all.body.data.records.map((r: { paramKey: string }) => r.paramKey);
    expect(keys).toContain('backend.name');
    expect(keys).not.toContain('account.initPassword');
    const asked = await request(t.server).get('/api/blade-system/param/listNotAuth').query({ paramKey: 'account.initPassword' });
    expect(asked.body.data.records).toEqual([]);
  });
});
