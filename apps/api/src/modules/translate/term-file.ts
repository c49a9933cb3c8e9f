// Reading a term file (.csv or .xlsx, multipart `file`, in memory) into rows of cells keyed by column, with the
// header row mapped to entry fields (English or Chinese header names).
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError, badRequest } from '../../core/app-error.ts';
import { extensionOf } from './file-store.ts';

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;
export const TERM_COLUMNS = ['chinese', 'english', 'classification', 'labels', 'remark'] as const;
export type TermColumn = (typeof TERM_COLUMNS)[number];
/** Header names the importer understands; the export writes the Chinese ones. */
export const HEADERS: Record<TermColumn, string[]> = {
  chinese: ['chinese', '中文'], english: ['english', '英文'], classification: ['classification', '分类'],
  labels: ['labels', '标签'], remark: ['remark', '备注'],
};

export type TermRow = { row: number; values: Partial<Record<TermColumn, string>> };

const parse = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 7 },
  fileFilter: (_req, file, accept) => {
    if (['csv', 'xlsx'].includes(extensionOf(file.originalname))) accept(null, true);
    else accept(badRequest('translateImportType'));
  },
}).single('file');

function upload(req: Request, res: Response): Promise<{ buffer: Buffer; ext: string }> {
  return new Promise((resolve, reject) => {
    parse(req, res, (error: unknown) => {
      if (error instanceof AppError) return reject(error);
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return reject(new AppError(413, 'translateFileTooLarge', { limit: '20 MB' }));
      if (error || !req.file) return reject(badRequest('translateFileMissing'));
      resolve({ buffer: req.file.buffer, ext: extensionOf(req.file.originalname) });
    });
  });
}

async function cellsOf(buffer: Buffer, ext: string): Promise<string[][]> {
  if (ext === 'csv') {
    try {
      return parseCsv(buffer, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
    } catch {
      throw badRequest('translateImportUnreadable');
    }
  }
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest('translateImportUnreadable');
  }
  const sheet = book.worksheets[0];
  const out: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    out.push(values.map((v) => (v === null || v === undefined ? '' : typeof v === 'object' && 'text' in (v as object) ? String((v as { text: unknown }).text) : String(v))));
  });
  return out;
}

/** The uploaded file's data rows (row numbers as a spreadsheet shows them: the header is row 1). */
export async function readTermFile(req: Request, res: Response): Promise<TermRow[]> {
  const { buffer, ext } = await upload(req, res);
  const [header, ...data] = await cellsOf(buffer, ext);
  const index = new Map<TermColumn, number>();
  (header ?? []).forEach((name, i) => {
    const key = TERM_COLUMNS.find((c) => HEADERS[c].includes(String(name).trim().toLowerCase()));
    if (key && !index.has(key)) index.set(key, i);
  });
  if (!index.has('chinese') || !index.has('english')) throw badRequest('translateImportNoHeader');
  if (data.length > IMPORT_MAX_ROWS) throw badRequest('translateImportTooManyRows', { max: IMPORT_MAX_ROWS });
  return data.map((cells, i) => ({
    row: i + 2,
    values: Object.fromEntries([...index].map(([key, at]) => [key, String(cells[at] ?? '').trim()])),
  }));
}
