// Attack: a tenant admin (every menu of their tenant, not the platform administrator) exports the api, usual and
// error logs through the generic export, whose list routes are administrator-only. Refused like the lists, no file.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenantAdmin } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let tenantAdmin: string;
let admin: string;

const exportOf = (entity: string, token: string) =>
  request(t.server).get('/api/blade-export/xlsx').query({ entity }).set('Blade-Auth', `bearer ${token}`).buffer(true);

beforeAll(async () => {
  t = await createTestApp();
  tenantAdmin = await createOtherTenantAdmin(t);
  admin = await accessToken(t, 'admin');
  // Rows of the tenant in every log, so an export that went through would carry them.
  await t.db.logError.create({
    data: {
      id: 9_700_001n,
      tenantId: '100001',
      serverHost: 'db-host-1',
      serverIp: '10.0.0.5',
      stackTrace: 'Error\n    at secret (/srv/app.js:1:1)',
    },
  });
  await t.db.logApi.create({ data: { id: 9_700_002n, tenantId: '100001', serverHost: 'db-host-1', remoteIp: '10.0.0.6' } });
  await t.db.logUsual.create({ data: { id: 9_700_003n, tenantId: '100001', serverHost: 'db-host-1', logData: 'secret' } });
});

describe('export obeys the access rule of the list it exports', () => {
  for (const [entity, list] of [
    ['log-error', 'error'],
    ['log-api', 'api'],
    ['log-usual', 'usual'],
  ] as const) {
    it(`refuses a tenant admin the ${entity} export, as its list`, async () => {
      const listed = await request(t.server).get(`/api/blade-log/${list}/list`).set('Blade-Auth', `bearer ${tenantAdmin}`);
      expect(listed.status).toBe(403);
      const res = await exportOf(entity, tenantAdmin);
      expect(res.status).toBe(403);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.body).toMatchObject({ code: 403, success: false, msg: '缺少访问权限' });
    });
  }

  it('still exports the logs to the administrator, and the tenant admin what its lists show', async () => {
    const logs = await exportOf('log-error', admin);
    expect(logs.status).toBe(200);
    expect(logs.headers['content-disposition']).toContain('.xlsx');
    const posts = await exportOf('post', tenantAdmin);
    expect(posts.status).toBe(200);
    expect(posts.headers['content-disposition']).toContain('.xlsx');
  });
});
