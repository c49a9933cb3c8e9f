// The generic export: any CRUD entity's filtered list (post: equality filters) as an .xlsx, read back here with exceljs.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { binaryBody } from '../support/binary-body.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;

const exportXlsx = (query: Record<string, string>, token = admin) =>
  request(t.server).get('/api/blade-export/xlsx').query(query).set('Blade-Auth', `bearer ${token}`).buffer(true).parse(binaryBody);

async function sheetOf(body: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  // More rows than one read batch (1000), so the export has to page.
  await t.db.post.createMany({
    data: Array.from({ length: 2100 }, (_, i) => ({
      id: nextId(),
      tenantId: '000000',
      category: i % 2 ? 7 : 8,
      postCode: `exp-${String(i).padStart(4, '0')}`,
      postName: i % 2 ? `odd ${i}` : `even ${i}`,
      sort: i,
    })),
  });
});

describe('generic export', () => {
  it("writes what the list's filters select, with the screen's columns and headers", async () => {
    const res = await exportXlsx({
      entity: 'post',
      category: '7',
      columns: JSON.stringify([
        ['postCode', '岗位编号'],
        ['postName', '岗位名称'],
        ['nope', 'x'],
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('post.xlsx');
    const rows = await sheetOf(res.body);
    expect(rows[0]).toEqual(['岗位编号', '岗位名称']);
    expect(rows.slice(1).filter((r) => !String(r[0]).startsWith('exp-'))).toEqual([]);
    expect(rows.length - 1).toBe(1050);
    expect(rows.slice(1).every((r) => String(r[1]).startsWith('odd'))).toBe(true);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(1050); // no row twice across batches
  });

  it('exports every record field when no columns are given, dates as Blade writes them', async () => {
    const rows = await sheetOf((await exportXlsx({ entity: 'post', postCode: 'exp-0001' })).body);
    expect(rows[0]).toContain('postCode');
    expect(rows).toHaveLength(2);
    const createTime = rows[1]![(rows[0] as string[]).indexOf('createTime')];
    expect(String(createTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers a 400 envelope for an unknown entity or a bad filter, 403 without the permission, 401 without a token', async () => {
    const unknown = await request(t.server).get('/api/blade-export/xlsx?entity=nothing').set('Blade-Auth', `bearer ${admin}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.success).toBe(false);
    const badFilter = await request(t.server).get('/api/blade-export/xlsx?entity=post&category=abc').set('Blade-Auth', `bearer ${admin}`);
    expect(badFilter.status).toBe(400);
    const plain = await request(t.server)
      .get('/api/blade-export/xlsx?entity=log-error')
      .set('Blade-Auth', `bearer ${await accessToken(t, 'hr')}`);
    expect(plain.status).toBe(403);
    expect((await request(t.server).get('/api/blade-export/xlsx?entity=post')).status).toBe(401);
  });

  it('streams: the file is on its way before the last rows are read (100,000 rows never held at once)', async () => {
    // A source that will not produce its last batches until the client has received bytes: an export that built the
    // whole workbook in memory first would never send any, and this test would time out.
    let started!: () => void;
    const clientGotBytes = new Promise<void>((resolve) => (started = resolve));
    const { postEntity } = await import('@blade/contract');
    t.app.services.crudDeps.exportable.set('streaming-probe', {
      spec: { ...postEntity, name: 'streaming-probe' },
      async *batches() {
        for (let b = 0; b < 100; b++) {
          if (b === 2) await clientGotBytes;
          yield Array.from({ length: 1000 }, (_, i) => ({ postCode: `p-${b}-${i}`, postName: 'x'.repeat(20), sort: i }));
        }
      },
    });
    let bytes = 0;
    const res = await request(t.server)
      .get('/api/blade-export/xlsx')
      .query({
        entity: 'streaming-probe',
        columns: JSON.stringify([
          ['postCode', 'code'],
          ['sort', 'sort'],
        ]),
      })
      .set('Blade-Auth', `bearer ${admin}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => {
          chunks.push(c);
          bytes += c.length;
          started();
        });
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(bytes).toBeGreaterThan(0);
    const rows = await sheetOf(res.body);
    expect(rows).toHaveLength(100_001);
    expect(rows[100_000]).toEqual(['p-99-999', 999]);
  }, 120_000);

  it('lists the entities it serves with their list paths, for the console to show its button', async () => {
    const res = await request(t.server).get('/api/blade-export/entities').set('Blade-Auth', `bearer ${admin}`);
    expect(res.body.data).toContainEqual({ entity: 'post', base: '/blade-system/post' });
    expect(res.body.data).toContainEqual({ entity: 'log-error', base: '/blade-log/error' });
    expect(res.body.data).toContainEqual({ entity: 'report', base: '/blade-report/report/rest' });
  });

  it('is recorded in the api log although it only reads', async () => {
    await t.app.services.logs.flush();
    expect(await t.db.logApi.count({ where: { requestUri: '/api/blade-export/xlsx' } })).toBeGreaterThan(0);
  });
});
