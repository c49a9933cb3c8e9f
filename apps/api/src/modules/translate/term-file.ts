// Reading a term file (.csv or .xlsx) from disk as a stream, in batches of rows keyed by column, with the header
// row mapped to entry fields (English or Chinese header names). Nothing holds the whole file or all of its rows:
// csv-parse and exceljs's streaming WorkbookReader hand over one record at a time.
import { createReadStream } from 'node:fs';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../../core/app-error.ts';
import { fromCsvCell } from '../../core/csv-cells.ts';

export const IMPORT_MAX_ROWS = 100_000;
export const TERM_COLUMNS = ['chinese', 'english', 'classification', 'labels', 'remark'] as const;
export type TermColumn = (typeof TERM_COLUMNS)[number];
/** Header names the importer understands; the export writes the Chinese ones. */
export const HEADERS: Record<TermColumn, string[]> = {
  chinese: ['chinese', '中文'], english: ['english', '英文'], classification: ['classification', '分类'],
  labels: ['labels', '标签'], remark: ['remark', '备注'],
};

export type TermRow = { row: number; values: Partial<Record<TermColumn, string>> };

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'object') return String(v);
  if (v instanceof Date) return v.toISOString();
  const o = v as { text?: unknown; result?: unknown; richText?: Array<{ text: string }> };
  if (o.richText) return o.richText.map((r) => r.text).join('');
  if (o.text !== undefined) return String(o.text);
  if (o.result !== undefined) return String(o.result);
  return String(v);
};

async function* csvRecords(file: string): AsyncGenerator<string[]> {
  const parser = createReadStream(file).pipe(parseCsv({ bom: true, relax_column_count: true, skip_empty_lines: true }));
  for await (const record of parser) yield record as string[];
}

async function* xlsxRecords(file: string): AsyncGenerator<string[]> {
  // Shared strings are cached (they are the cells' text); styles and hyperlinks are not needed. Only the first sheet.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = (row.values as unknown[]).slice(1).map(cellText);
      if (values.some((v) => v !== '')) yield values;
    }
    return;
  }
}

/** A reading failure of the parser (not one of ours) becomes the "cannot read this file" refusal. */
async function* guarded(records: AsyncGenerator<string[]>): AsyncGenerator<string[]> {
  try {
    yield* records;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('translateImportUnreadable');
  }
}

/**
 * The data rows of a stored term file in batches of `size` (row numbers as a spreadsheet shows them: the header is
 * row 1, empty lines skipped). Refuses a file without the chinese and english headers, or with too many rows.
 */
export async function* termRowBatches(file: string, ext: string, size: number): AsyncGenerator<TermRow[]> {
  const records = guarded(ext === 'csv' ? csvRecords(file) : xlsxRecords(file));
  // Cells are trimmed; in a CSV the export's quote before a formula character then comes off (core/csv-cells.ts).
  const textOf = ext === 'csv' ? (cell: unknown) => fromCsvCell(String(cell ?? '').trim()) : (cell: unknown) => String(cell ?? '').trim();
  const first = await records.next();
  const index = new Map<TermColumn, number>();
  (first.done ? [] : first.value).forEach((name, i) => {
    const key = TERM_COLUMNS.find((c) => HEADERS[c].includes(String(name).trim().toLowerCase()));
    if (key && !index.has(key)) index.set(key, i);
  });
  if (!index.has('chinese') || !index.has('english')) {
    await records.return(undefined);
    throw badRequest('translateImportNoHeader');
  }
  let batch: TermRow[] = [];
  let row = 1;
  for await (const cells of records) {
    row += 1;
    if (row - 1 > IMPORT_MAX_ROWS) throw badRequest('translateImportTooManyRows', { max: IMPORT_MAX_ROWS });
    batch.push({ row, values: Object.fromEntries([...index].map(([key, at]) => [key, textOf(cells[at])])) });
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
