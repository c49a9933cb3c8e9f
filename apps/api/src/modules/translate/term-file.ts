// Reading a term file (.csv or .xlsx) from disk as a stream, in batches of rows keyed by column, with the header
// row mapped to entry fields (English or Chinese header names). Nothing holds the whole file or all of its rows:
// csv-parse (on text decoded from the file's detected encoding) and the project's xlsx reader hand over one record
// at a time.
import { textOf } from '@blade/contract';
import { createReadStream } from 'node:fs';
import { pipeline, Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import { AppError, badRequest } from '../../core/app-error.ts';
import { boundedCsvText, CSV_RECORD_DELIMITERS } from '../../core/csv-bounds.ts';
import { fromCsvCell } from '../../core/csv-cells.ts';
import { decodedText, detectTextEncoding } from '../../core/text-encoding.ts';
import { MAX_COLUMNS, xlsxRows } from '../../core/xlsx-rows.ts';

export const IMPORT_MAX_ROWS = 100_000;
export const TERM_COLUMNS = ['chinese', 'english', 'classification', 'labels', 'remark'] as const;
export type TermColumn = (typeof TERM_COLUMNS)[number];
/** Header names the importer understands; the export writes the Chinese ones. */
export const HEADERS: Record<TermColumn, string[]> = {
  chinese: ['chinese', '中文'],
  english: ['english', '英文'],
  classification: ['classification', '分类'],
  labels: ['labels', '标签'],
  remark: ['remark', '备注'],
};

export type TermRow = {
  row: number;
  values: Partial<Record<TermColumn, string>>;
  /** Columns holding a formula the file keeps no value for (the row is refused). */
  formulaWithoutValue?: TermColumn[];
};

/** One record of a file: its cells by column, and for spreadsheets the row number and the formulas without a value. */
type FileRecord = { cells: Cells; row?: number; formulaWithoutValue?: number[] };
/** What is read of a record's cells: a spreadsheet's sparse map, or a CSV record's array as it is (no copy). */
type Cells = { get(index: number): string | undefined; forEach(each: (value: string, index: number) => void): void };

const arrayCells = (record: string[]): Cells => ({ get: (index) => record[index], forEach: (each) => record.forEach(each) });

/** Characters of one CSV record (its fields together): a term row takes a few hundred. */
export const CSV_MAX_RECORD = 1024 * 1024;

/**
 * Fields of one CSV file (empty ones too, in a line or as a line): a full import of IMPORT_MAX_ROWS rows of the five
 * term columns and one more. csv-parse takes about a quarter of a microsecond of CPU per field, so this keeps the
 * parse of one file near a tenth of a second, whatever its lines.
 */
export const CSV_MAX_CELLS = 6 * IMPORT_MAX_ROWS;

async function* csvRecords(file: string): AsyncGenerator<FileRecord> {
  const encoding = await detectTextEncoding(file);
  // Lines and the file are bounded on the text (the sheet's columns, CSV_MAX_CELLS) before csv-parse reads a field.
  const text = Readable.from(boundedCsvText(decodedText(createReadStream(file), encoding), { columns: MAX_COLUMNS, cells: CSV_MAX_CELLS }));
  const parser = parseCsv({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: CSV_MAX_RECORD,
    record_delimiter: CSV_RECORD_DELIMITERS,
  });
  // A pipeline, not a pipe: a refusal of the text reaches the records' reader as the parser's error.
  pipeline(text, parser, () => {});
  try {
    for await (const record of parser) yield { cells: arrayCells(record as string[]) };
  } finally {
    // A reader that stops early (no header, too many rows) ends the parser only; the text is ended too, which ends
    // the file's reading. Else the file stayed open, deleted or not, for as long as the process ran.
    text.destroy();
  }
}

async function* xlsxRecords(file: string): AsyncGenerator<FileRecord> {
  for await (const { row, cells, formulaWithoutValue } of xlsxRows(file)) yield { row, cells, formulaWithoutValue };
}

/** A reading failure of the parser (not one of ours) becomes the "cannot read this file" refusal. */
async function* guarded(records: AsyncGenerator<FileRecord>): AsyncGenerator<FileRecord> {
  try {
    yield* records;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: unknown }).code === 'CSV_MAX_RECORD_SIZE') throw badRequest('csvRecordTooLong', { max: CSV_MAX_RECORD });
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
  const cellText = ext === 'csv' ? (cell: unknown) => fromCsvCell(textOf(cell).trim()) : (cell: unknown) => textOf(cell).trim();
  const first = await records.next();
  const index = new Map<TermColumn, number>();
  (first.done ? new Map<number, string>() : first.value.cells).forEach((name, i) => {
    const key = TERM_COLUMNS.find((c) => HEADERS[c].includes(String(name).trim().toLowerCase()));
    if (key && !index.has(key)) index.set(key, i);
  });
  if (!index.has('chinese') || !index.has('english')) {
    await records.return(undefined);
    throw badRequest('translateImportNoHeader');
  }
  let batch: TermRow[] = [];
  let row = 1;
  let count = 0;
  for await (const record of records) {
    row = record.row ?? row + 1;
    count += 1;
    if (count > IMPORT_MAX_ROWS) throw badRequest('translateImportTooManyRows', { max: IMPORT_MAX_ROWS });
    const values = Object.fromEntries([...index].map(([key, at]) => [key, cellText(record.cells.get(at))]));
    const formulas = [...index].filter(([, at]) => record.formulaWithoutValue?.includes(at)).map(([key]) => key);
    batch.push({ row, values, ...(formulas.length ? { formulaWithoutValue: formulas } : {}) });
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
