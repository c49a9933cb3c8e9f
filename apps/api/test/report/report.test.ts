// The report list (blade_report_file): list, detail, remove, one tenant's rows each.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;
let other: string;
const get = (path: string, token = admin) => request(t.server).get(path).set('Blade-Auth', `bearer ${token}`);

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  other = await createOtherTenantAdmin(t);
  await t.db.reportFile.createMany({
    data: [
      { id: 11n, tenantId: '000000', name: 'sales.ureport.xml', content: Buffer.from('<ureport/>') },
      { id: 12n, tenantId: '000000', name: 'stock.ureport.xml' },
      { id: 13n, tenantId: OTHER_TENANT, name: 'other.ureport.xml' },
    ],
  });
});

describe('report list', () => {
  it('lists report files with the name filter, without their content', async () => {
    const res = await get('/api/blade-report/report/rest/list?current=1&size=10&name=sales');
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.records[0]).toEqual({
      id: '11',
      name: 'sales.ureport.xml',
      createTime: expect.any(String),
      updateTime: expect.any(String),
    });
    expect((await get('/api/blade-report/report/rest/detail?id=12')).body.data.name).toBe('stock.ureport.xml');
  });

  it("shows a tenant only its own reports and cannot remove another tenant's", async () => {
    const mine = await get('/api/blade-report/report/rest/list?size=50', other);
    expect(mine.body.data.records.map((r: { name: string }) => r.name)).toEqual(['other.ureport.xml']);
    await request(t.server).post('/api/blade-report/report/rest/remove?ids=11').set('Blade-Auth', `bearer ${other}`);
    expect(await t.db.reportFile.count({ where: { id: 11n } })).toBe(1);
  });

  it('removes (soft-deletes) by ids', async () => {
    const res = await request(t.server).post('/api/blade-report/report/rest/remove?ids=12').set('Blade-Auth', `bearer ${admin}`);
    expect(res.body).toMatchObject({ code: 200, success: true });
    expect((await get('/api/blade-report/report/rest/detail?id=12')).body.data).toEqual({});
    const refused = await request(t.server)
      .post('/api/blade-report/report/rest/remove?ids=11')
      .set('Blade-Auth', `bearer ${await accessToken(t, 'hr')}`);
    expect(refused.status).toBe(403);
  });
});
