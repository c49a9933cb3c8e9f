// The three logs end to end: rows written by the app itself (api calls, errors, sign-in, console upload), read back
// through /blade-log, and pruned after the retention period.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, signIn, tokenRequest } from '../test-app.ts';
import { createLogService } from '../../src/modules/log/log.service.ts';

let t: TestApp;
let admin: string;
const logs = () => t.app.services.logs;
const get = (path: string, token = admin) => request(t.server).get(path).set('Blade-Auth', `bearer ${token}`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
});

describe('api log', () => {
  it('records a mutating call once the batch is written, with who, where from, how long and the status', async () => {
    const before = await t.db.logApi.count();
    const res = await request(t.server)
      .post('/api/blade-system/post/submit')
      .set('Blade-Auth', `bearer ${admin}`)
      .set('User-Agent', 'log-test-agent')
      .send({ category: 1, postCode: 'log-test', postName: 'Log test', sort: 1 });
    expect(res.status).toBe(200);
    expect(await t.db.logApi.count()).toBe(before); // still buffered
    await logs().flush();
    const row = await t.db.logApi.findFirst({ where: { requestUri: '/api/blade-system/post/submit' }, orderBy: { createTime: 'desc' } });
    expect(row).toMatchObject({
      method: 'POST',
      tenantId: '000000',
      createBy: 'admin',
      userAgent: 'log-test-agent',
      httpStatus: 200,
      type: '1',
    });
    expect(row!.title).toMatch(/post/);
    expect(Number(row!.time)).toBeGreaterThanOrEqual(0);
    expect(row!.remoteIp).toBeTruthy();
  });

  it('does not record plain reads, and masks passwords in the query string of a sign-in', async () => {
    await get('/api/blade-system/post/list');
    await signIn(t, 'admin');
    await logs().flush();
    expect(await t.db.logApi.count({ where: { requestUri: '/api/blade-system/post/list' } })).toBe(0);
    const row = await t.db.logApi.findFirst({ where: { requestUri: '/api/blade-auth/oauth/token' } });
    expect(row!.params).toContain('"password":"******"');
    expect(row!.params).not.toMatch(/[0-9a-f]{32}/);
  });

  it('lists the rows newest first and answers one by id; only administrators may read', async () => {
    const list = await get('/api/blade-log/api/list?current=1&size=5&requestUri_like=post/submit');
    expect(list.body.code).toBe(200);
    expect(list.body.data.total).toBeGreaterThanOrEqual(1);
    const first = list.body.data.records[0];
    expect(first.requestUri).toBe('/api/blade-system/post/submit');
    const detail = await get(`/api/blade-log/api/detail?id=${first.id}`);
    expect(detail.body.data).toMatchObject({ id: first.id, method: 'POST', httpStatus: 200 });
    const plain = await accessToken(t, 'hr');
    const refused = await get('/api/blade-log/api/list', plain);
    expect(refused.status).toBe(403);
    expect((await request(t.server).get('/api/blade-log/usual/list')).status).toBe(401);
  });
});

describe('error log', () => {
  it('records an unhandled error with its stack and request; the client still gets the plain 500 envelope', async () => {
    const services = t.app.services;
    const original = services.cache.clear.bind(services.cache);
    services.cache.clear = () => {
      throw new TypeError('forced failure for the error log');
    };
    try {
      const res = await get('/api/blade-auth/oauth/clear-cache?x=1');
      expect(res.status).toBe(500);
      // A bare (OAuth-shaped) route: the answer is the generic one, without the error's own message.
      expect(res.body).toMatchObject({ error_code: 500, error_description: '服务器内部错误,请稍后再试' });
      expect(JSON.stringify(res.body)).not.toContain('forced failure');
    } finally {
      services.cache.clear = original;
    }
    await logs().flush();
    const list = await get('/api/blade-log/error/list?exceptionName=TypeError');
    const row = list.body.data.records[0];
    expect(row).toMatchObject({
      exceptionName: 'TypeError',
      message: 'forced failure for the error log',
      method: 'GET',
      requestUri: '/api/blade-auth/oauth/clear-cache',
      createBy: 'admin',
    });
    expect(row.stackTrace).toContain('forced failure');
    expect(row.fileName).toBeTruthy();
    expect(row.lineNumber).toBeGreaterThan(0);
  });

  it("stores the console's uploaded local log as error rows of the caller's tenant", async () => {
    const res = await request(t.server)
      .post('/api/blade-log/error/upload')
      .set('Blade-Auth', `bearer ${admin}`)
      .send([
        {
          type: 'TypeError',
          message: 'x is undefined',
          stack: 'TypeError: x is undefined\n    at render (http://localhost/assets/app.js:10:5)',
          info: 'render',
          url: 'http://localhost/system/user',
          time: '2026-01-01 10:00:00',
        },
      ]);
    expect(res.body).toMatchObject({ code: 200, success: true });
    const row = await t.db.logError.findFirst({ where: { message: 'x is undefined' } });
    expect(row).toMatchObject({
      exceptionName: 'TypeError',
      method: 'CONSOLE',
      requestUri: 'http://localhost/system/user',
      tenantId: '000000',
      lineNumber: 10,
    });
  });

  it('cuts an over-long entry instead of refusing the whole upload', async () => {
    const res = await request(t.server)
      .post('/api/blade-log/error/upload')
      .set('Blade-Auth', `bearer ${admin}`)
      .send([{ type: 'error', message: 'long '.repeat(2000), stack: '', info: '', url: '/', time: '' }]);
    expect(res.body.success).toBe(true);
    const row = await t.db.logError.findFirst({ where: { message: { startsWith: 'long long' } } });
    expect(row!.message).toHaveLength(4000);
  });

  it('refuses a malformed upload with a 400 in the envelope', async () => {
    const res = await request(t.server)
      .post('/api/blade-log/error/upload')
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ message: 'not a list' });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect((await request(t.server).post('/api/blade-log/error/upload').send([])).status).toBe(401);
  });
});

describe('usual log', () => {
  it('records sign-in, a refused sign-in and sign-out, but not a token refresh', async () => {
    const ok = await signIn(t, 'admin');
    await signIn(t, 'admin', 'wrong-password');
    const refreshed = await tokenRequest(t, { grant_type: 'refresh_token', refresh_token: ok.body.refresh_token, tenantId: '000000' });
    expect(refreshed.status).toBe(200);
    // Signing out ends that session only: the shared `admin` token of the other tests stays valid.
    await request(t.server).get('/api/blade-auth/oauth/logout').set('Blade-Auth', `bearer ${ok.body.access_token}`);
    await logs().flush();
    const rows = await t.db.logUsual.findMany({ where: { logId: { in: ['login', 'login-failed', 'logout'] } }, orderBy: { id: 'asc' } });
    const events = rows.map((r) => [r.logId, r.logLevel, r.createBy, r.requestUri]);
    expect(events).toContainEqual(['login', 'INFO', 'admin', '/api/blade-auth/oauth/token']);
    expect(events).toContainEqual(['login-failed', 'WARN', 'admin', '/api/blade-auth/oauth/token']);
    expect(events).toContainEqual(['logout', 'INFO', 'admin', '/api/blade-auth/oauth/logout']);
    // beforeAll and the api-log test signed in twice; this test once: a refresh adds no row.
    expect(rows.filter((r) => r.logId === 'login')).toHaveLength(4);
    expect(rows.every((r) => !r.params?.match(/[0-9a-f]{32}/))).toBe(true);
    const list = await get('/api/blade-log/usual/list?logId=login&size=50');
    expect(list.body.data.records.length).toBeGreaterThanOrEqual(4);
  });

  it('records events other modules report, readable in the usual log list', async () => {
    logs().usual({ tenantId: '000000', logId: 'sms', logData: '{"phones":"13800000000"}', createBy: 'admin' });
    await logs().flush();
    const list = await get('/api/blade-log/usual/list?logId=sms');
    expect(list.body.data.records[0]).toMatchObject({ logId: 'sms', logLevel: 'INFO', createBy: 'admin', serviceId: 'blade-api' });
    const detail = await get(`/api/blade-log/usual/detail?id=${list.body.data.records[0].id}`);
    expect(detail.body.data.logData).toBe('{"phones":"13800000000"}');
  });
});

describe('batches', () => {
  it('writes every column as given, Chinese text and nulls included, for any number of rows in one batch', async () => {
    const error = new Error('数据库连接失败 "quoted" \\ back\\slash');
    for (let i = 0; i < 3; i++) {
      logs().error({
        tenantId: '000000',
        method: 'GET',
        requestUri: `/api/batch-test/${i}`,
        userAgent: null,
        remoteIp: '127.0.0.1',
        exceptionName: 'Error',
        message: `${error.message} #${i}`,
        stackTrace: error.stack ?? null,
        lineNumber: 42 + i,
        createBy: '管理员',
        params: null,
      });
    }
    await logs().flush();
    const rows = await t.db.logError.findMany({
      where: { requestUri: { startsWith: '/api/batch-test/' } },
      orderBy: { requestUri: 'asc' },
    });
    expect(rows).toHaveLength(3);
    rows.forEach((row, i) =>
      expect(row).toMatchObject({
        tenantId: '000000',
        serviceId: 'blade-api',
        method: 'GET',
        requestUri: `/api/batch-test/${i}`,
        userAgent: null,
        remoteIp: '127.0.0.1',
        exceptionName: 'Error',
        message: `${error.message} #${i}`,
        stackTrace: error.stack,
        lineNumber: 42 + i,
        createBy: '管理员',
        params: null,
      }),
    );
    expect(new Set(rows.map((r) => r.id)).size).toBe(3);
    // A batch of 700 rows (more than one statement's 500) and one of a single row are written alike.
    for (let i = 0; i < 700; i++) logs().usual({ tenantId: '000000', logId: 'batch-size', logData: String(i) });
    await logs().flush();
    logs().usual({ tenantId: '000000', logId: 'batch-size', logData: 'one' });
    await logs().flush();
    expect(await t.db.logUsual.count({ where: { logId: 'batch-size' } })).toBe(701);
  });

  it('loses only the row PostgreSQL refuses, not the batch around it, and reports it', async () => {
    const errors: unknown[] = [];
    const own = createLogService(t.db, t.app.services.sql, t.config, { intervalMs: 60_000, onError: (e) => errors.push(e) });
    own.usual({ tenantId: '000000', logId: 'batch-refused', logData: 'before' });
    own.usual({ tenantId: 'x'.repeat(20), logId: 'batch-refused', logData: 'tenant too long for its column' });
    own.usual({ tenantId: '000000', logId: 'batch-refused', logData: 'after' });
    await own.close();
    const rows = await t.db.logUsual.findMany({ where: { logId: 'batch-refused' }, orderBy: { createTime: 'asc' } });
    expect(rows.map((r) => r.logData)).toEqual(['before', 'after']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: '22001' });
  });

  it('stamps a row with the time it was recorded, not the time its batch was written', async () => {
    const before = Date.now();
    logs().usual({ tenantId: '000000', logId: 'stamp-time' });
    const recorded = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await logs().flush();
    const row = await t.db.logUsual.findFirst({ where: { logId: 'stamp-time' } });
    expect(row!.createTime.getTime()).toBeGreaterThanOrEqual(before);
    expect(row!.createTime.getTime()).toBeLessThanOrEqual(recorded);
  });
});

describe('tenancy', () => {
  it("records another tenant's sign-in under that tenant; only the platform administrator reads the logs", async () => {
    const other = await createOtherTenantAdmin(t);
    await logs().flush();
    const row = await t.db.logUsual.findFirst({ where: { logId: 'login', tenantId: OTHER_TENANT } });
    expect(row).toMatchObject({ createBy: 'admin', requestUri: '/api/blade-auth/oauth/token' });
    // Logs are the platform's: a tenant's own administrator role does not reach them.
    expect((await get('/api/blade-log/usual/list', other)).status).toBe(403);
    const all = await get('/api/blade-log/usual/list?size=200&logId=login');
    const tenants = new Set(all.body.data.records.map((r: { tenantId: string }) => r.tenantId));
    expect(tenants).toEqual(new Set(['000000', OTHER_TENANT]));
  });
});

describe('retention', () => {
  it('prunes rows older than the configured number of days and keeps the rest', async () => {
    const old = new Date(Date.now() - (t.config.logRetentionDays + 1) * 24 * 3600 * 1000);
    await t.db.logUsual.create({ data: { id: 1n, tenantId: '000000', logId: 'old', createTime: old } });
    await t.db.logApi.create({ data: { id: 2n, tenantId: '000000', title: 'old', createTime: old } });
    await t.db.logError.create({ data: { id: 3n, tenantId: '000000', message: 'old', createTime: old } });
    logs().usual({ tenantId: '000000', logId: 'recent' });
    await logs().flush();
    expect(await logs().prune()).toBe(3);
    expect(await t.db.logUsual.count({ where: { logId: 'old' } })).toBe(0);
    expect(await t.db.logUsual.count({ where: { logId: 'recent' } })).toBe(1);
  });
});
