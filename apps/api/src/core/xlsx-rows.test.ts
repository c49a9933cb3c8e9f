// The project's .xlsx reader against files real tools write: shared strings full of multi-byte characters (as Excel
// and LibreOffice save text), openpyxl's inline strings, formulas without a cached value, date and time formats.
import ExcelJS from 'exceljs';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { MAX_SHARED_STRINGS, parseXmlChunks, serialDateText, xlsxRows } from './xlsx-rows.ts';
import { inlineRow, rawXlsx, sheetXml } from '../../test/support/raw-xlsx.ts';
import { tempDir } from '../../test/support/temp-dir.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../test/fixtures/spreadsheets');
const dir = tempDir('xlsx-rows-');

/** The rows read, each with its cells as a list from column A (a missing cell as ''), as a sheet shows them. */
async function rowsOf(file: string | Buffer) {
  const rows = [];
  for await (const { cells, ...row } of xlsxRows(file)) {
    rows.push({ ...row, cells: Array.from({ length: Math.max(-1, ...cells.keys()) + 1 }, (_, i) => cells.get(i) ?? '') });
  }
  return rows;
}

/** The message key of the reader's refusal. */
async function refusalOf(file: Buffer): Promise<string> {
  const error = await rowsOf(file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).key;
}

async function* inChunks(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe('xlsx reader', () => {
  it('keeps multi-byte text whole whatever size the chunks split it at', async () => {
    const words = ['测试术语0185，含逗号', '𠀋 surrogate pair', 'ÄÖÜ ß', '日本語テキスト'];
    const xml = new TextEncoder().encode(`<sst>${words.map((w) => `<si><t>${w}</t></si>`).join('')}</sst>`);
    for (let size = 1; size <= 17; size += 1) {
      const read: string[] = [];
      let current = '';
      for await (const _ of parseXmlChunks(inChunks(xml, size), (p) => {
        p.on('text', (t) => {
          current += t;
        });
        p.on('closetag', (tag) => {
          if (tag.name === 'si') {
            read.push(current);
            current = '';
          }
        });
      })) {
        /* every chunk */
      }
      expect(read, `chunks of ${size} bytes`).toEqual(words);
    }
  });

  it('reads every row of a large shared-strings sheet exactly (text split across the unzip chunks)', async () => {
    const file = path.join(dir, 'shared.xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('词条');
    sheet.addRow(['中文', '英文']);
    const expected = Array.from({ length: 5000 }, (_, i) => [`测试术语${String(i).padStart(4, '0')}，含逗号`, `term ${i}`]);
    for (const row of expected) sheet.addRow(row);
    await book.xlsx.writeFile(file);
    const rows = await rowsOf(file);
    expect(rows).toHaveLength(5001);
    expect(rows.slice(1).map((r) => r.cells)).toEqual(expected);
    expect(rows[5000]!.row).toBe(5001);
  });

  it("reads openpyxl's file: inline strings, a formula kept without a value, dates and date-times as text", async () => {
    const rows = await rowsOf(path.join(FIXTURES, 'openpyxl-terms.xlsx'));
    expect(rows[0]!.cells).toEqual(['中文', '英文', '分类', '标签', '备注']);
    expect(rows[1]!.cells).toEqual(['测试术语0000，含逗号', 'term 0000', '', '', '备注0：中文标点']);
    const formula = rows.find((r) => r.cells[0] === '公式词条')!;
    expect(formula.formulaWithoutValue).toEqual([1]);
    expect(rows.find((r) => r.cells[0] === '日期词条')!.cells[4]).toBe('2026-01-02');
    expect(rows.find((r) => r.cells[0] === '时间词条')!.cells[4]).toBe('2026-01-02 13:45:30');
  });

  it('uses the cached value of a formula, and writes booleans and numbers as a sheet shows them', async () => {
    const file = path.join(dir, 'values.xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('s');
    sheet.addRow(['a', 'b', 'c']);
    sheet.addRow([{ formula: 'A1&"x"', result: '已计算' }, true, 3.25]);
    await book.xlsx.writeFile(file);
    const rows = await rowsOf(file);
    expect(rows[1]).toMatchObject({ cells: ['已计算', 'TRUE', '3.25'], formulaWithoutValue: [] });
  });

  it('turns serial days into dates in both date systems', () => {
    expect(serialDateText(46024, 'date')).toBe('2026-01-02');
    expect(serialDateText(1, 'date')).toBe('1900-01-01');
    expect(serialDateText(0.5, 'time')).toBe('12:00:00');
    expect(serialDateText(0, 'date', true)).toBe('1904-01-01');
  });

  it('keeps cells sparse: a cell at XFD is one entry, not a row padded with 16 383 empty ones', async () => {
    const file = rawXlsx({ sheet: sheetXml(inlineRow(1, { A1: 'a', XFD1: 'z' })) });
    const rows = [];
    for await (const read of xlsxRows(file)) rows.push(read.cells);
    expect(rows).toEqual([
      new Map([
        [0, 'a'],
        [16383, 'z'],
      ]),
    ]);
  });

  it("refuses references beyond Excel's sheet: column XFD, row 1 048 576, cells without a reference past XFD", async () => {
    expect(await refusalOf(rawXlsx({ sheet: sheetXml(inlineRow(1, { XFE1: 'x' })) }))).toBe('xlsxColumnBeyondLimit');
    expect(await refusalOf(rawXlsx({ sheet: sheetXml(inlineRow(1, { ZZZZZZ1: 'x' })) }))).toBe('xlsxColumnBeyondLimit');
    expect(await refusalOf(rawXlsx({ sheet: sheetXml(inlineRow(1_048_577, { A1048577: 'x' })) }))).toBe('xlsxRowBeyondLimit');
    const unreferenced = `<row r="1">${'<c t="inlineStr"><is><t>x</t></is></c>'.repeat(16_385)}</row>`;
    expect(await refusalOf(rawXlsx({ sheet: sheetXml(unreferenced) }))).toBe('xlsxColumnBeyondLimit');
  });

  it('refuses more shared strings than the limit', async () => {
    const strings = `<sst>${'<si><t/></si>'.repeat(MAX_SHARED_STRINGS + 1)}</sst>`;
    expect(await refusalOf(rawXlsx({ sheet: sheetXml(''), sharedStrings: strings }))).toBe('xlsxTooManyStrings');
  });

  it('refuses an entry declared past the limit, and one that unpacks past the size it declares', async () => {
    const bomb = Buffer.alloc(65 * 1024 * 1024, ' ');
    expect(await refusalOf(rawXlsx({ sheet: sheetXml(''), sharedStrings: bomb }))).toBe('zipEntryTooLarge');
    expect(await refusalOf(rawXlsx({ sheet: sheetXml(''), sharedStrings: bomb, declaredSize: { 'xl/sharedStrings.xml': 100 } }))).toBe(
      'zipEntryLargerThanDeclared',
    );
    // One byte more than declared is enough: no honest archive has it.
    const strings = '<sst><si><t>x</t></si></sst>';
    const declaredSize = { 'xl/sharedStrings.xml': Buffer.byteLength(strings) - 1 };
    expect(await refusalOf(rawXlsx({ sheet: sheetXml(''), sharedStrings: strings, declaredSize }))).toBe('zipEntryLargerThanDeclared');
  });

  it('refuses what is not an .xlsx file', async () => {
    const file = path.join(dir, 'not.xlsx');
    writeFileSync(file, 'chinese,english\n中文,English\n');
    await expect(rowsOf(file)).rejects.toThrow();
  });
});
