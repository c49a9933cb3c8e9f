// A spreadsheet holding one table: a header row of captions, then one row per record. The user and region
// imports/exports write and read theirs through here. Reading maps columns by caption (or field name), so a
// reordered sheet still imports; every cell is written as text, so a value such as "=1+1" never becomes a formula.
import ExcelJS from 'exceljs';
import { AppError, badRequest } from './app-error.ts';
import { xlsxRows } from './xlsx-rows.ts';

export type XlsxColumn<K extends string = string> = { readonly key: K; readonly header: string; readonly width: number };
export type TableValues<K extends string> = Partial<Record<K, string>>;
/** One data row: its number as Excel shows it, its non-empty cells, and the columns holding a formula without a value. */
export type TableRow<K extends string> = { row: number; values: TableValues<K>; formulaWithoutValue: K[] };

/** A styled header row, then the rows; for small sheets (templates, a filtered user list). */
export async function buildXlsxTable<K extends string>(
  sheetName: string,
  columns: readonly XlsxColumn<K>[],
  rows: Array<TableValues<K>>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows.map((r) => Object.fromEntries(columns.map((c) => [c.key, r[c.key] ?? '']))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type ReadOptions<K extends string> = { required: K; maxRows: number };

/** The data rows of the first sheet (blank rows skipped); refuses a sheet without the required column or with too many rows. */
export async function readXlsxTable<K extends string>(
  buffer: Buffer,
  columns: readonly XlsxColumn<K>[],
  options: ReadOptions<K>,
): Promise<Array<TableRow<K>>> {
  const byCaption = new Map<string, K>(
    columns.flatMap(
      (c) =>
        [
          [c.header, c.key],
          [c.key.toLowerCase(), c.key],
        ] as Array<[string, K]>,
    ),
  );
  const rows: Array<TableRow<K>> = [];
  let keys: Map<number, K> | undefined;
  try {
    for await (const { row, cells, formulaWithoutValue } of xlsxRows(buffer)) {
      if (!keys) {
        keys = new Map();
        cells.forEach((caption, col) => {
          const key = byCaption.get(caption.trim()) ?? byCaption.get(caption.trim().toLowerCase());
          if (key) keys!.set(col, key);
        });
        if (![...keys.values()].includes(options.required)) {
          throw badRequest('importNoColumn', { column: columns.find((c) => c.key === options.required)!.header });
        }
        continue;
      }
      const values: TableValues<K> = {};
      for (const [col, key] of keys) {
        const text = (cells.get(col) ?? '').trim();
        if (text) values[key] = text;
      }
      const formulas = formulaWithoutValue.flatMap((col) => keys!.get(col) ?? []);
      if (!Object.keys(values).length && !formulas.length) continue;
      if (rows.length >= options.maxRows) throw badRequest('importTooManyRows', { max: options.maxRows });
      rows.push({ row, values, formulaWithoutValue: formulas });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('userImportUnreadable');
  }
  if (!keys) throw badRequest('userImportUnreadable');
  return rows;
}
