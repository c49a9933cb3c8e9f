// Term files as the tools people use save them: a large LibreOffice/Excel-style sheet whose text lives in the shared
// strings (multi-byte characters split across the reader's chunks), a CSV a Chinese Excel saves in GB18030, and
// openpyxl's file with a formula it never calculated and dates. Every row arrives exactly, or is refused clearly.
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/spreadsheets');
const send = (step: 'preview' | 'commit', body: Buffer, name: string) =>
  request(t.server).post(`/api/translate/import/${step}`).set('Blade-Auth', `bearer ${admin}`).attach('file', body, name);

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
});

describe('importing real term files', () => {
  it('imports 5,000 shared-strings rows with every Chinese character intact', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('词条');
    sheet.addRow(['中文', '英文', '备注']);
    for (let i = 0; i < 5000; i++) sheet.addRow([`测试术语${String(i).padStart(4, '0')}，含逗号`, `term ${i}`, `第${i}条：中文标点“引号”`]);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const preview = await send('preview', file, 'terms.xlsx');
    // A spreadsheet has no text encoding to report: the preview says nothing about one.
    expect(preview.body.data).toMatchObject({ total: 5000, insertable: 5000, errorCount: 0, encoding: '' });
    expect((await send('commit', file, 'terms.xlsx')).body.data).toMatchObject({ inserted: 5000 });
    const stored = await t.db.translateEntry.findMany({ select: { chinese: true, remark: true } });
    expect(stored).toHaveLength(5000);
    expect(stored.filter((r) => r.chinese.includes('\ufffd') || r.remark?.includes('\ufffd'))).toEqual([]);
    expect(new Set(stored.map((r) => r.chinese)).size).toBe(5000);
  });

  it("reads a CSV saved in GB18030 (a Chinese Excel's CSV) and says so in the preview", async () => {
    const text = '中文,英文,备注\r\n国标编码,gb18030 term,简体中文备注\r\n繁體字,traditional,\r\n';
    const gb = iconv.encode(text, 'gb18030');
    expect(gb.includes(Buffer.from('中文'))).toBe(false); // really not UTF-8
    const preview = await send('preview', gb, 'gbk.csv');
    expect(preview.body.data).toMatchObject({ total: 2, insertable: 2, errorCount: 0, encoding: 'GB18030' });
    expect(preview.body.data.sample).toEqual([
      { row: 2, chinese: '国标编码', english: 'gb18030 term' },
      { row: 3, chinese: '繁體字', english: 'traditional' },
    ]);
  });

  it("refuses openpyxl's uncalculated formula row with a clear message, and reads its dates as dates", async () => {
    const file = readFileSync(path.join(FIXTURES, 'openpyxl-terms.xlsx'));
    const preview = await send('preview', file, 'openpyxl.xlsx');
    expect(preview.body.data).toMatchObject({ total: 503, errorCount: 1 });
    expect(preview.body.data.errors).toEqual([{ row: 502, reason: '[英文] 是没有计算结果的公式,请在 Excel 或 WPS 中打开并保存后再导入' }]);
    await send('commit', file, 'openpyxl.xlsx');
    const dated = await t.db.translateEntry.findFirstOrThrow({ where: { chinese: '日期词条' } });
    expect(dated.remark).toBe('2026-01-02');
    expect((await t.db.translateEntry.findFirstOrThrow({ where: { chinese: '时间词条' } })).remark).toBe('2026-01-02 13:45:30');
    expect(await t.db.translateEntry.count({ where: { chinese: '公式词条' } })).toBe(0);
  });

  it('names a column in Chinese in every message (no [english])', async () => {
    const long = 'x'.repeat(1001);
    const preview = await send('preview', Buffer.from(`中文,英文\n长英文,${long}\n`), 'long.csv');
    expect(preview.body.data.errors).toEqual([{ row: 2, reason: '[英文] 不能超过1000个字符' }]);
  });
});
