// The rows of an .xlsx file's first sheet as text, read as a stream: every import of the project reads spreadsheets
// through here. Written for files Excel, LibreOffice and openpyxl save:
// - XML is decoded with one streaming UTF-8 decoder per part, so a character split across two chunks stays whole
//   (exceljs's streaming reader decodes each chunk alone and corrupts such characters);
// - shared strings (rich text included), inline strings, booleans and formula results (the cached value);
// - numbers in a date or time format become `yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss` or `HH:mm:ss` (1900 and 1904 systems);
// - a formula without a cached value is reported as such, for the caller to refuse that row.
// The file comes from a user, so nothing in it decides how much memory or time reading it takes: the archive is
// unpacked through core/bounded-zip.ts, cells are kept sparse (a cell at column XFD costs what a cell at A does),
// references beyond Excel's sheet (column XFD, row 1 048 576) and shared strings beyond their limits are refused.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { badRequest } from './app-error.ts';
import { type BoundedZip, openZip } from './bounded-zip.ts';

export type XlsxRow = {
  /** The row number as the spreadsheet shows it. */
  row: number;
  /** Cell text by column (0 = A); a missing cell has no key. */
  cells: ReadonlyMap<number, string>;
  /** Columns holding a formula the file keeps no value for (a file written by a tool that does not calculate). */
  formulaWithoutValue: number[];
};

/** Excel's own sheet size: no file Excel writes refers beyond it. */
export const MAX_COLUMNS = 16_384; // A..XFD
export const MAX_ROWS = 1_048_576;
/** Shared strings are the one part held whole (cells refer to them by index): bounded in number and in text. */
export const MAX_SHARED_STRINGS = 1_000_000;
export const MAX_SHARED_TEXT = 32 * 1024 * 1024; // characters
/** Excel keeps number format codes to 255 characters; a longer one is no date format. */
const MAX_FORMAT_CODE = 255;

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

/** Parses a whole part. */
async function parsePart(zip: BoundedZip, path: string, on: (parser: SaxesParser) => void): Promise<void> {
  for await (const _ of parseXmlChunks(zip.read(path), on)) {
    /* every chunk */
  }
}

const attr = (tag: SaxesTagPlain, name: string): string | undefined => {
  const value = tag.attributes[name];
  return typeof value === 'string' ? value : undefined;
};

/** The path of the workbook's first sheet (its relationship target), `xl/worksheets/sheet1.xml` failing that. */
async function firstSheetPath(zip: BoundedZip): Promise<{ path: string; date1904: boolean }> {
  let rid: string | undefined;
  let date1904 = false;
  if (zip.has('xl/workbook.xml')) {
    await parsePart(zip, 'xl/workbook.xml', (p) =>
      p.on('opentag', (tag) => {
        if (tag.name.endsWith('sheet') && rid === undefined) rid = attr(tag, 'r:id');
        if (tag.name.endsWith('workbookPr')) date1904 = ['1', 'true'].includes(attr(tag, 'date1904') ?? '');
      }),
    );
  }
  let target: string | undefined;
  if (rid && zip.has('xl/_rels/workbook.xml.rels')) {
    await parsePart(zip, 'xl/_rels/workbook.xml.rels', (p) =>
      p.on('opentag', (tag) => {
        if (tag.name.endsWith('Relationship') && attr(tag, 'Id') === rid) target = attr(tag, 'Target');
      }),
    );
  }
  const path = target ? (target.startsWith('/') ? target.slice(1) : `xl/${target}`) : 'xl/worksheets/sheet1.xml';
  return { path, date1904 };
}

/** Built-in number formats that show dates or times (ECMA-376 18.8.30, with the CJK locale ones). */
const BUILTIN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

type DateKind = 'date' | 'dateTime' | 'time';

/** What a custom format shows, once quoted text, escapes and bracketed colours/locales are set aside. */
function dateKindOfCode(code: string): DateKind | undefined {
  if (code.length > MAX_FORMAT_CODE) return undefined;
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?!h|m|s)[^\]]*\]/gi, '')
    .toLowerCase();
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
async function dateStyles(zip: BoundedZip): Promise<Map<number, DateKind>> {
  const kinds = new Map<number, DateKind>();
  if (!zip.has('xl/styles.xml')) return kinds;
  const custom = new Map<number, string>();
  let inCellXfs = false;
  let xf = 0;
  await parsePart(zip, 'xl/styles.xml', (p) => {
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
    p.on('closetag', (tag) => {
      if (tag.name === 'cellXfs') inCellXfs = false;
    });
  });
  return kinds;
}

/** The shared strings in order; a rich string is the text of its runs (phonetic guides left out). */
async function sharedStrings(zip: BoundedZip): Promise<string[]> {
  const strings: string[] = [];
  if (!zip.has('xl/sharedStrings.xml')) return strings;
  let current: string[] | null = null;
  let characters = 0;
  let inText = false;
  let inPhonetic = false;
  await parsePart(zip, 'xl/sharedStrings.xml', (p) => {
    p.on('opentag', (tag) => {
      if (tag.name === 'si') {
        if (strings.length >= MAX_SHARED_STRINGS) throw badRequest('xlsxTooManyStrings', { max: MAX_SHARED_STRINGS });
        current = [];
      } else if (tag.name === 'rPh') inPhonetic = true;
      else if (tag.name === 't' && !inPhonetic) inText = true;
    });
    p.on('text', (text) => {
      if (!inText || !current) return;
      characters += text.length;
      if (characters > MAX_SHARED_TEXT) throw badRequest('xlsxStringsTooLong', { max: MAX_SHARED_TEXT });
      current.push(text);
    });
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

const A = 65;
const Z = 90;

const beyondColumns = (ref: string) => badRequest('xlsxColumnBeyondLimit', { ref: ref.slice(0, 20) });

/**
 * Column index of a cell reference such as `AB12` (0 = A), `fallback` for a cell without one (the column after the
 * previous cell); refuses a column beyond XFD.
 */
function columnOf(ref: string | undefined, fallback: number): number {
  let n = 0;
  let i = 0;
  for (; ref && i < ref.length; i += 1) {
    const code = ref.charCodeAt(i);
    if (code < A || code > Z) break;
    n = n * 26 + (code - A + 1);
    if (n > MAX_COLUMNS) throw beyondColumns(ref);
  }
  if (i > 0) return n - 1;
  if (fallback >= MAX_COLUMNS) throw beyondColumns(ref ?? `#${fallback + 1}`);
  return fallback;
}

type OpenCell = { col: number; type: string; style: number; value: string; inline: string[]; hasFormula: boolean; hasValue: boolean };

/** Every non-empty row of the first sheet (a file path or the file's bytes), in order, a row at a time. Throws when
 * the file is not an .xlsx. */
export async function* xlsxRows(source: string | Buffer): AsyncGenerator<XlsxRow> {
  const zip = await openZip(source);
  const { path, date1904 } = await firstSheetPath(zip);
  if (!zip.has(path)) throw new Error(`no worksheet at ${path}`);
  const [strings, dates] = await Promise.all([sharedStrings(zip), dateStyles(zip)]);

  type OpenRow = XlsxRow & { cells: Map<number, string> };
  const ready: XlsxRow[] = [];
  let row: OpenRow | null = null;
  let nextColumn = 0;
  let cell: OpenCell | null = null;
  let text: 'v' | 'is' | null = null;
  let rowNumber = 0;

  const finishCell = (c: OpenCell, r: OpenRow) => {
    let value = '';
    if (c.type === 's') value = strings[Number(c.value)] ?? '';
    else if (c.type === 'inlineStr') value = c.inline.join('');
    else if (c.type === 'b') value = c.value === '1' ? 'TRUE' : c.value === '0' ? 'FALSE' : c.value;
    else if (c.type === 'n' && c.value !== '' && dates.has(c.style) && Number.isFinite(Number(c.value))) {
      value = serialDateText(Number(c.value), dates.get(c.style)!, date1904);
    } else value = c.value;
    // openpyxl writes an empty <v/> for a formula it did not calculate; only a text result may be empty.
    if (c.hasFormula && (!c.hasValue || (c.value === '' && c.type !== 'str'))) r.formulaWithoutValue.push(c.col);
    r.cells.set(c.col, value);
  };

  const parser = (p: SaxesParser) => {
    p.on('opentag', (tag) => {
      if (tag.name === 'row') {
        rowNumber = Number(attr(tag, 'r') ?? rowNumber + 1);
        if (rowNumber > MAX_ROWS) throw badRequest('xlsxRowBeyondLimit', { row: String(attr(tag, 'r')).slice(0, 20), max: MAX_ROWS });
        row = { row: rowNumber, cells: new Map(), formulaWithoutValue: [] };
        nextColumn = 0;
      } else if (tag.name === 'c' && row) {
        cell = {
          col: columnOf(attr(tag, 'r'), nextColumn),
          type: attr(tag, 't') ?? 'n',
          style: Number(attr(tag, 's') ?? 0),
          value: '',
          inline: [],
          hasFormula: false,
          hasValue: false,
        };
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
        nextColumn = cell.col + 1;
        cell = null;
      } else if (tag.name === 'row' && row) {
        if ([...row.cells.values()].some((c) => c.trim() !== '') || row.formulaWithoutValue.length) ready.push(row);
        row = null;
      }
    });
  };

  // The sheet is parsed chunk by chunk; the rows each chunk completes are handed over before the next is read.
  for await (const _ of parseXmlChunks(zip.read(path), parser)) {
    while (ready.length) yield ready.shift()!;
  }
  while (ready.length) yield ready.shift()!;
}
