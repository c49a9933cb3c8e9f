// The rows of an .xlsx file's first sheet as text, read as a stream: every import of the project reads spreadsheets
// through here. Written for files Excel, LibreOffice and openpyxl save:
// - XML is decoded with one streaming UTF-8 decoder per part, so a character split across two chunks stays whole
//   (exceljs's streaming reader decodes each chunk alone and corrupts such characters);
// - shared strings (rich text included), inline strings, booleans and formula results (the cached value);
// - numbers in a date or time format become `yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss` or `HH:mm:ss` (1900 and 1904 systems);
// - a formula without a cached value is reported as such, for the caller to refuse that row.
import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import unzipper from 'unzipper';

export type XlsxRow = {
  /** The row number as the spreadsheet shows it. */
  row: number;
  /** Cell text by column (0 = A); missing cells are ''. */
  cells: string[];
  /** Columns holding a formula the file keeps no value for (a file written by a tool that does not calculate). */
  formulaWithoutValue: number[];
};

type ZipEntry = { path: string; stream: () => Readable };

/**
 * Feeds XML bytes to a SAX parser set up by `on`, decoding UTF-8 across chunk boundaries; yields after each chunk,
 * so a caller can hand over what the chunk completed before the next one is read.
 */
export async function* parseXmlChunks(chunks: AsyncIterable<Uint8Array>, on: (parser: SaxesParser) => void): AsyncGenerator<void> {
  const parser = new SaxesParser();
  on(parser);
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) {
    parser.write(decoder.decode(chunk, { stream: true }));
    yield;
  }
  parser.write(decoder.decode());
  parser.close();
}

/** Parses a whole (small) part. */
async function parsePart(entry: ZipEntry, on: (parser: SaxesParser) => void): Promise<void> {
  for await (const _ of parseXmlChunks(entry.stream(), on)) { /* every chunk */ }
}

const attr = (tag: SaxesTagPlain, name: string): string | undefined => {
  const value = tag.attributes[name];
  return typeof value === 'string' ? value : undefined;
};

/** The path of the workbook's first sheet (its relationship target), `xl/worksheets/sheet1.xml` failing that. */
async function firstSheetPath(entries: Map<string, ZipEntry>): Promise<{ path: string; date1904: boolean }> {
  let rid: string | undefined;
  let date1904 = false;
  const workbook = entries.get('xl/workbook.xml');
  if (workbook) {
    await parsePart(workbook, (p) => p.on('opentag', (tag) => {
      if (tag.name.endsWith('sheet') && rid === undefined) rid = attr(tag, 'r:id');
      if (tag.name.endsWith('workbookPr')) date1904 = ['1', 'true'].includes(attr(tag, 'date1904') ?? '');
    }));
  }
  let target: string | undefined;
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (rid && rels) {
    await parsePart(rels, (p) => p.on('opentag', (tag) => {
      if (tag.name.endsWith('Relationship') && attr(tag, 'Id') === rid) target = attr(tag, 'Target');
    }));
  }
  const path = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : 'xl/worksheets/sheet1.xml';
  return { path, date1904 };
}

/** Built-in number formats that show dates or times (ECMA-376 18.8.30, with the CJK locale ones). */
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

type DateKind = 'date' | 'dateTime' | 'time';

/** What a custom format shows, once quoted text, escapes and bracketed colours/locales are set aside. */
function dateKindOfCode(code: string): DateKind | undefined {
  const bare = code.replace(/"[^"]*"/g, '').replace(/\\./g, '').replace(/\[(?!h|m|s)[^\]]*\]/gi, '').toLowerCase();
  if (bare === 'general' || !/[ymdhs]/.test(bare)) return undefined;
  const hasDate = /[yd]/.test(bare) || /(^|[^h:])m+([^:s]|$)/.test(bare);
  const hasTime = /[hs]/.test(bare);
  return hasDate && hasTime ? 'dateTime' : hasTime ? 'time' : 'date';
}

function builtinKind(id: number): DateKind {
  if ([18, 19, 20, 21, 45, 46, 47].includes(id)) return 'time';
  return id === 22 ? 'dateTime' : 'date';
}

/** The date kind of each cell style (`s` index), from styles.xml. */
async function dateStyles(entries: Map<string, ZipEntry>): Promise<Map<number, DateKind>> {
  const kinds = new Map<number, DateKind>();
  const styles = entries.get('xl/styles.xml');
  if (!styles) return kinds;
  const custom = new Map<number, string>();
  let inCellXfs = false;
  let xf = 0;
  await parsePart(styles, (p) => {
    p.on('opentag', (tag) => {
      if (tag.name === 'numFmt') custom.set(Number(attr(tag, 'numFmtId')), attr(tag, 'formatCode') ?? '');
      else if (tag.name === 'cellXfs') inCellXfs = true;
      else if (tag.name === 'xf' && inCellXfs) {
        const id = Number(attr(tag, 'numFmtId') ?? 0);
        const kind = custom.has(id) ? dateKindOfCode(custom.get(id)!) : BUILTIN_DATE_FORMATS.has(id) ? builtinKind(id) : undefined;
        if (kind) kinds.set(xf, kind);
        xf += 1;
      }
    });
    p.on('closetag', (tag) => { if (tag.name === 'cellXfs') inCellXfs = false; });
  });
  return kinds;
}

/** The shared strings in order; a rich string is the text of its runs (phonetic guides left out). */
async function sharedStrings(entries: Map<string, ZipEntry>): Promise<string[]> {
  const strings: string[] = [];
  const part = entries.get('xl/sharedStrings.xml');
  if (!part) return strings;
  let current: string[] | null = null;
  let inText = false;
  let inPhonetic = false;
  await parsePart(part, (p) => {
    p.on('opentag', (tag) => {
      if (tag.name === 'si') current = [];
      else if (tag.name === 'rPh') inPhonetic = true;
      else if (tag.name === 't' && !inPhonetic) inText = true;
    });
    p.on('text', (text) => { if (inText && current) current.push(text); });
    p.on('closetag', (tag) => {
      if (tag.name === 't') inText = false;
      else if (tag.name === 'rPh') inPhonetic = false;
      else if (tag.name === 'si' && current) {
        strings.push(current.join(''));
        current = null;
      }
    });
  });
  return strings;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An Excel serial day number as text of the given kind (1900 system: day 1 is 1900-01-01, with its fake 29 Feb). */
export function serialDateText(serial: number, kind: DateKind, date1904 = false): string {
  // Day 60 is Excel's 29 Feb 1900, which never was: days before it count from one day later.
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : serial < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  const at = new Date(epoch + Math.round(serial * 86_400) * 1000);
  const date = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}`;
  return kind === 'date' ? date : kind === 'time' ? time : `${date} ${time}`;
}

/** Column index of a cell reference such as `AB12` (0 = A). */
function columnOf(ref: string | undefined, fallback: number): number {
  const letters = ref?.match(/^[A-Z]+/)?.[0];
  if (!letters) return fallback;
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

type OpenCell = { col: number; type: string; style: number; value: string; inline: string[]; hasFormula: boolean; hasValue: boolean };

/** Every non-empty row of the first sheet (a file path or the file's bytes), in order, a row at a time. Throws when
 * the file is not an .xlsx. */
export async function* xlsxRows(source: string | Buffer): AsyncGenerator<XlsxRow> {
  const directory = typeof source === 'string' ? await unzipper.Open.file(source) : await unzipper.Open.buffer(source);
  const entries = new Map<string, ZipEntry>(directory.files.map((f) => [f.path, { path: f.path, stream: () => f.stream() as unknown as Readable }]));
  const { path, date1904 } = await firstSheetPath(entries);
  const sheet = entries.get(path);
  if (!sheet) throw new Error(`no worksheet at ${path}`);
  const [strings, dates] = await Promise.all([sharedStrings(entries), dateStyles(entries)]);

  const ready: XlsxRow[] = [];
  let row: XlsxRow | null = null;
  let cell: OpenCell | null = null;
  let text: 'v' | 'is' | null = null;
  let rowNumber = 0;

  const finishCell = (c: OpenCell, r: XlsxRow) => {
    let value = '';
    if (c.type === 's') value = strings[Number(c.value)] ?? '';
    else if (c.type === 'inlineStr') value = c.inline.join('');
    else if (c.type === 'b') value = c.value === '1' ? 'TRUE' : c.value === '0' ? 'FALSE' : c.value;
    else if (c.type === 'n' && c.value !== '' && dates.has(c.style) && Number.isFinite(Number(c.value))) {
      value = serialDateText(Number(c.value), dates.get(c.style)!, date1904);
    } else value = c.value;
    // openpyxl writes an empty <v/> for a formula it did not calculate; only a text result may be empty.
    if (c.hasFormula && (!c.hasValue || (c.value === '' && c.type !== 'str'))) r.formulaWithoutValue.push(c.col);
    while (r.cells.length < c.col) r.cells.push('');
    r.cells[c.col] = value;
  };

  const parser = (p: SaxesParser) => {
    p.on('opentag', (tag) => {
      if (tag.name === 'row') {
        rowNumber = Number(attr(tag, 'r') ?? rowNumber + 1);
        row = { row: rowNumber, cells: [], formulaWithoutValue: [] };
      } else if (tag.name === 'c' && row) {
        cell = { col: columnOf(attr(tag, 'r'), row.cells.length), type: attr(tag, 't') ?? 'n', style: Number(attr(tag, 's') ?? 0), value: '', inline: [], hasFormula: false, hasValue: false };
      } else if (cell && tag.name === 'v') {
        text = 'v';
        cell.hasValue = true;
      } else if (cell && tag.name === 'f') cell.hasFormula = true;
      else if (cell && tag.name === 't') text = 'is';
    });
    p.on('text', (chunk) => {
      if (!cell) return;
      if (text === 'v') cell.value += chunk;
      else if (text === 'is') cell.inline.push(chunk);
    });
    p.on('closetag', (tag) => {
      if (tag.name === 'v' || tag.name === 't') text = null;
      else if (tag.name === 'c' && cell && row) {
        finishCell(cell, row);
        cell = null;
      } else if (tag.name === 'row' && row) {
        if (row.cells.some((c) => c.trim() !== '') || row.formulaWithoutValue.length) ready.push(row);
        row = null;
      }
    });
  };

  // The sheet is parsed chunk by chunk; the rows each chunk completes are handed over before the next is read.
  for await (const _ of parseXmlChunks(sheet.stream(), parser)) {
    while (ready.length) yield ready.shift()!;
  }
  while (ready.length) yield ready.shift()!;
}
