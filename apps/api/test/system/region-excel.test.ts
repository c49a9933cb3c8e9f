// Region import/export (blade-api §3.11): the template's RegionExcel captions, a round trip through the file,
// isCovered, rows refused one by one with a reason, and who may do it.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { binaryBody } from '../support/binary-body.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

const CAPTIONS = [
  '区划编号',
  '父区划编号',
  '祖区划编号',
  '区划名称',
  '省级区划编号',
  '省级名称',
  '市级区划编号',
  '市级名称',
  '区级区划编号',
  '区级名称',
  '镇级区划编号',
  '镇级名称',
  '村级区划编号',
  '村级名称',
  '层级',
  '排序',
  '备注',
];

let t: TestApp;
let admin: string;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  hr = await accessToken(t, 'hr');
});

const base = '/api/blade-system/region';
const download = (path: string, query: Record<string, string> = {}, token = admin) =>
  request(t.server).get(`${base}/${path}`).query(query).set('Blade-Auth', `bearer ${token}`).buffer(true).parse(binaryBody);
const upload = (file: Buffer, isCovered: '0' | '1', token = admin) =>
  request(t.server)
    .post(`${base}/import-region`)
    .query({ isCovered })
    .set('Blade-Auth', `bearer ${token}`)
    .attach('file', file, 'regions.xlsx');

async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}
const rowsOf = (sheet: ExcelJS.Worksheet) =>
  Array.from({ length: sheet.rowCount - 1 }, (_, i) => CAPTIONS.map((_c, col) => sheet.getRow(i + 2).getCell(col + 1).text));

/** A row under the template's captions: the given cells, the others empty. */
const row = (cells: Record<string, string>) => CAPTIONS.map((c) => cells[c] ?? '');

async function fileOf(rows: Array<Array<ExcelJS.CellValue>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('行政区划数据');
  sheet.addRow(CAPTIONS);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('region excel', () => {
  it('round trip: the template filled in imports, and the export gives the rows back with what the parents make', async () => {
    const template = await download('export-template');
    expect(template.status).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetOf(template.body);
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(CAPTIONS);
    expect(sheet.actualRowCount).toBe(1);

    // The child comes first: its parent is a later row of the same file.
    sheet.addRow(row({ 区划编号: '3201', 父区划编号: '32', 区划名称: '南京市', 排序: '1' }));
    sheet.addRow(row({ 区划编号: '32', 父区划编号: '00', 区划名称: '江苏省', 排序: '10', 备注: '苏' }));
    sheet.addRow(row({ 区划编号: '320102', 父区划编号: '3201', 祖区划编号: '00,32,3201', 区划名称: '玄武区', 层级: '3' }));
    const filled = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
    const imported = await upload(filled, '0');
    expect(imported.body, JSON.stringify(imported.body)).toMatchObject({
      code: 200,
      data: { total: 3, inserted: 3, updated: 0, failed: [] },
    });

    const exported = await download('export-region', { code: '32' });
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename=".*\.xlsx"; filename\*=UTF-8''/);
    const back = await sheetOf(exported.body);
    expect((back.getRow(1).values as string[]).slice(1)).toEqual(CAPTIONS);
    expect(rowsOf(back)).toEqual([
      ['32', '00', '00', '江苏省', '32', '江苏省', '', '', '', '', '', '', '', '', '1', '10', '苏'],
      ['3201', '32', '00,32', '南京市', '32', '江苏省', '3201', '南京市', '', '', '', '', '', '', '2', '1', ''],
      ['320102', '3201', '00,32,3201', '玄武区', '32', '江苏省', '3201', '南京市', '320102', '玄武区', '', '', '', '', '3', '1', ''],
    ]);
    // parentCode: the regions below it, not itself; no filter: every region, the root first.
    expect(rowsOf(await sheetOf((await download('export-region', { parentCode: '32' })).body)).map((r) => r[0])).toEqual([
      '3201',
      '320102',
    ]);
    expect(rowsOf(await sheetOf((await download('export-region')).body)).map((r) => r[0])).toEqual(['00', '32', '3201', '320102']);
    expect(rowsOf(await sheetOf((await download('export-region', { code: '99' })).body))).toEqual([]);

    // The exported file imports as it is: every row exists, so without isCovered each is refused, with it updated.
    const again = await upload(exported.body, '0');
    expect(again.body.data).toMatchObject({ total: 3, inserted: 0, updated: 0 });
    expect(again.body.data.failed.map((f: { reason: string }) => f.reason)).toEqual([
      '编号 [32] 已存在!',
      '编号 [3201] 已存在!',
      '编号 [320102] 已存在!',
    ]);
  });

  it('isCovered=1 updates existing codes (a new name carried down to the regions below), isCovered=0 leaves them', async () => {
    const renamed = await fileOf([row({ 区划编号: '32', 父区划编号: '00', 区划名称: '江苏', 排序: '3' })]);
    expect((await upload(renamed, '0')).body.data).toMatchObject({
      inserted: 0,
      updated: 0,
      failed: [{ row: 2, code: '32', reason: '编号 [32] 已存在!' }],
    });
    expect((await t.db.region.findUniqueOrThrow({ where: { code: '32' } })).name).toBe('江苏省');
    expect((await upload(renamed, '1')).body.data).toMatchObject({ inserted: 0, updated: 1, failed: [] });
    expect(await t.db.region.findUniqueOrThrow({ where: { code: '32' } })).toMatchObject({ name: '江苏', provinceName: '江苏', sort: 3 });
    expect(await t.db.region.findUniqueOrThrow({ where: { code: '320102' } })).toMatchObject({ provinceName: '江苏', cityName: '南京市' });
  });

  it('reports each bad row with its reason and writes the good ones', async () => {
    const file = await fileOf([
      row({ 区划编号: '3202', 父区划编号: '32', 区划名称: '无锡市' }),
      row({ 区划编号: '3203', 父区划编号: '32', 区划名称: '' }),
      row({ 区划编号: '32x', 父区划编号: '32', 区划名称: '坏编号' }),
      row({ 区划编号: '3202', 父区划编号: '32', 区划名称: '重复' }),
      row({ 区划编号: '8801', 父区划编号: '88', 区划名称: '无上级' }),
      row({ 区划编号: '3204', 父区划编号: '32', 区划名称: '常州市', 祖区划编号: '00,11' }),
      row({ 区划编号: '3205', 父区划编号: '32', 区划名称: '苏州市', 层级: '3' }),
      row({ 区划编号: '3206', 父区划编号: '32', 区划名称: '南通市', 排序: 'first' }),
      row({ 区划编号: '3201', 父区划编号: '11', 区划名称: '南京市' }),
      [{ formula: 'A1&"1"' }, '32', '', '公式'],
    ]);
    const res = await upload(file, '1');
    expect(res.body.data).toMatchObject({ total: 10, inserted: 1, updated: 0 });
    expect(res.body.data.failed).toEqual([
      { row: 3, code: '3203', reason: '[区划名称] 不能为空' },
      { row: 4, code: '32x', reason: '[区划编号] 的值 "32x" 无效' },
      { row: 5, code: '3202', reason: '区划编号 [3202] 与第2行重复' },
      { row: 6, code: '8801', reason: '上级区划 [88] 不存在' },
      { row: 7, code: '3204', reason: '[祖区划编号] 的值 "00,11" 与上级区划不符,应为 "00,32"' },
      { row: 8, code: '3205', reason: '[层级] 的值 "3" 与上级区划不符,应为 "2"' },
      { row: 9, code: '3206', reason: '[排序] 的值 "first" 无效' },
      { row: 10, code: '3201', reason: '区划 [3201] 的上级区划不可修改' },
      { row: 11, code: '', reason: '[区划编号] 是没有计算结果的公式,请在 Excel 或 WPS 中打开并保存后再导入' },
    ]);
    expect(await t.db.region.findUniqueOrThrow({ where: { code: '3202' } })).toMatchObject({
      ancestors: '00,32',
      regionLevel: 2,
      cityName: '无锡市',
    });
    expect(await t.db.region.count({ where: { code: { in: ['3203', '3204', '3205', '3206', '8801'] } } })).toBe(0);
  });

  it('refuses other files, a sheet without the code column and too many rows', async () => {
    const noCode = new ExcelJS.Workbook();
    noCode.addWorksheet('x').addRows([['区划名称'], ['江苏']]);
    const missing = await upload(Buffer.from(await noCode.xlsx.writeBuffer()), '0');
    expect([missing.status, missing.body.msg]).toEqual([400, '表头缺少 [区划编号] 列,请使用导出的模板']);
    const csv = await request(t.server)
      .post(`${base}/import-region`)
      .set('Blade-Auth', `bearer ${admin}`)
      .attach('file', Buffer.from('a,b'), 'r.csv');
    expect([csv.status, csv.body.success]).toEqual([400, false]);
    const many = await fileOf(
      Array.from({ length: 5001 }, (_, i) => row({ 区划编号: String(900000 + i), 父区划编号: '32', 区划名称: '多' })),
    );
    const tooMany = await upload(many, '0');
    expect([tooMany.status, tooMany.body.msg]).toEqual([400, '一次最多导入5000行']);
    expect(await t.db.region.count({ where: { code: { startsWith: '9000' } } })).toBe(0);
  });

  it('takes a token, the region buttons to read and the platform administrator to import', async () => {
    const file = await fileOf([row({ 区划编号: '3209', 父区划编号: '32', 区划名称: '盐城市' })]);
    expect((await request(t.server).get(`${base}/export-region`)).status).toBe(401);
    expect((await request(t.server).get(`${base}/export-template`)).status).toBe(401);
    expect((await request(t.server).post(`${base}/import-region`).attach('file', file, 'r.xlsx')).status).toBe(401);
    expect((await download('export-region', {}, hr)).status).toBe(403);
    expect((await download('export-template', {}, hr)).status).toBe(403);
    const refused = await upload(file, '0', hr);
    expect([refused.status, refused.body.success]).toEqual([403, false]);
    expect(await t.db.region.count({ where: { code: '3209' } })).toBe(0);
    // The export takes the token in the query string too, as Saber's download links send it.
    expect(
      (
        await request(t.server)
          .get(`${base}/export-template`)
          .query({ 'blade-auth': `bearer ${admin}` })
      ).status,
    ).toBe(200);
    expect(
      (
        await request(t.server)
          .get(`${base}/export-region`)
          .query({ 'blade-auth': `bearer ${admin}`, code: '32' })
      ).status,
    ).toBe(200);
  });
});
