// Every parser that reads what a user sends, fed inputs built to make a backtracking or padding reader slow (near the
// size the routes allow): each finishes with the right answer. The inputs are sized so that the old quadratic code
// needed seconds to minutes and linear code a few milliseconds. No timing is asserted here: the CPU time of the test
// process also counts the background work of the apps other files left running in it (isolate: false), which made
// a 200 ms budget fail under load; what each input costs is a figure for the benchmark, not a test.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { NOTICE_HTML_MAX } from '@blade/contract';
import { assertBpmnBudget, checkBpmnXml, MAX_BPMN_BYTES, normalizeBpmn } from '@blade/workflow';
import { describe, expect, it } from 'vitest';
import { MAX_COLUMNS, xlsxRows } from '../../src/core/xlsx-rows.ts';
import { NOTICE_MAX_DEPTH, sanitizeNotice, visibleLength } from '../../src/modules/resource/notice-html.ts';
import { termRowBatches } from '../../src/modules/translate/term-file.ts';
import { compileScopePath, normalizePath } from '../../src/modules/system/scope/scope-path.ts';
import { inlineRow, rawXlsx, sheetXml } from '../support/raw-xlsx.ts';
import { tempDir } from '../support/temp-dir.ts';

/** What the work settled to: a value or the error thrown. */
async function outcomeOf(work: () => unknown): Promise<unknown> {
  try {
    return await work();
  } catch (error) {
    return error;
  }
}

/** The size of the issue's BPMN payload: 144 kB took the old normaliser 3.9 s. */
const BPMN_SIZE = 144 * 1024;

/** Text just below `bytes` made of `unit` repeated. */
const near = (unit: string, bytes: number) => unit.repeat(Math.floor(bytes / Buffer.byteLength(unit)) - 1);

async function allRows(source: Buffer) {
  const rows = [];
  for await (const row of xlsxRows(source)) rows.push(row);
  return rows;
}

/** All the data rows of a CSV term file holding `text`. */
const folder = tempDir('blade-budget-');
async function csvRows(text: string) {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, text);
  let rows = 0;
  for await (const batch of termRowBatches(file, 'csv', 500)) rows += batch.length;
  return rows;
}

/** Notice markup nested to the depth limit and closed again: the deepest markup stored. */
const DEEPEST = `${'<b><i>'.repeat(NOTICE_MAX_DEPTH / 2)}字${'</i></b>'.repeat(NOTICE_MAX_DEPTH / 2)}`;

const BPMN_HEAD = '<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="t">';

describe('every parser of user text answers hostile input correctly', () => {
  const cases: Array<{ name: string; work: () => unknown; check: (outcome: unknown) => void }> = [
    {
      // The issue's payload (the old normaliser: 3.9 s for 144 kB, and it grew with the square of the size).
      name: 'BPMN normaliser: 144 kB of `<process `',
      work: () => normalizeBpmn(near('<process ', BPMN_SIZE)),
      check: (out) => expect(out).toMatchObject({ code: 'bpmnTooManyElements' }),
    },
    {
      name: 'BPMN normaliser: one process tag with 144 kB of attributes and no end',
      work: () => normalizeBpmn(`${BPMN_HEAD}<process ${near('a="1" ', BPMN_SIZE)}`),
      check: (out) => expect(String(out)).not.toContain('isExecutable'),
    },
    {
      name: 'BPMN normaliser: 144 kB of nested elements',
      work: () => normalizeBpmn(`${BPMN_HEAD}<process id="p">${near('<x>', BPMN_SIZE)}`),
      check: (out) => expect(out).toMatchObject({ code: 'bpmnTooManyElements' }),
    },
    {
      name: 'BPMN check (normaliser, engine and moddle): 144 kB of `<process `',
      work: () => checkBpmnXml(near('<process ', BPMN_SIZE)),
      check: (out) => expect(out).toMatchObject({ code: 'bpmnTooManyElements' }),
    },
    {
      // The old reader padded each row up to its cell's column: 2 000 rows at XFD were 32 million empty cells.
      name: 'xlsx rows: 2 000 rows with one cell at column XFD',
      work: () =>
        allRows(rawXlsx({ sheet: sheetXml(Array.from({ length: 2000 }, (_, i) => inlineRow(i + 1, { [`XFD${i + 1}`]: 'x' })).join('')) })),
      check: (out) => expect(out).toHaveLength(2000),
    },
    {
      name: 'xlsx rows: a cell at column ZZZZZZ',
      work: () => allRows(rawXlsx({ sheet: sheetXml(inlineRow(1, { ZZZZZZ1: 'x' })) })),
      check: (out) => expect(out).toMatchObject({ key: 'xlsxColumnBeyondLimit' }),
    },
    {
      // The date-format test ran three backtracking expressions over each format code, whatever its length.
      name: 'xlsx styles: a number format code of 50 000 `[`',
      work: () =>
        allRows(
          rawXlsx({
            sheet: sheetXml(inlineRow(1, { A1: 'x' })),
            styles: `<styleSheet><numFmts><numFmt numFmtId="164" formatCode="${'['.repeat(50_000)}"/><numFmt numFmtId="165" formatCode="${'m'.repeat(50_000)}"/></numFmts><cellXfs><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs></styleSheet>`,
          }),
        ),
      check: (out) => expect(out).toHaveLength(1),
    },
    {
      name: 'BPMN size check: a text above the limit is refused before any parsing',
      work: () => normalizeBpmn(near('<process ', 4 * MAX_BPMN_BYTES)),
      check: (out) => expect(out).toMatchObject({ code: 'bpmnTooLarge' }),
    },
    {
      name: 'notice HTML: 10 000 tags and ampersands, 50 000 entity starts',
      work: () => [sanitizeNotice('<b>x</b>&amp;'.repeat(10_000)).length, visibleLength('&a'.repeat(50_000))],
      check: (out) => expect(out).toEqual([expect.any(Number), 100_000]),
    },
    {
      // sanitize-html's time grows with the square of the depth of open tags: seconds for this, at the route's size.
      name: 'notice HTML: `<b><i>&` left open, up to the largest content the route takes',
      work: () => sanitizeNotice(near('<b><i>&', NOTICE_HTML_MAX)),
      check: (out) => expect(out).toMatchObject({ key: 'noticeContentTooDeep' }),
    },
    {
      name: 'notice HTML: markup nested to the depth limit and closed, up to the largest content the route takes',
      work: () => visibleLength(sanitizeNotice(near(DEEPEST, NOTICE_HTML_MAX))),
      check: (out) => expect(out).toBe(Math.floor(NOTICE_HTML_MAX / Buffer.byteLength(DEEPEST)) - 1),
    },
    {
      // Up to 20 files of 512 kB in one deploy upload: the element budget is spent before the engine parses one.
      name: 'BPMN element budget: 20 files of 512 kB of empty elements',
      work: () => assertBpmnBudget(Array.from({ length: 20 }, () => `${BPMN_HEAD}${near('<a/>', MAX_BPMN_BYTES - 200)}</definitions>`)),
      check: (out) => expect(out).toMatchObject({ code: 'bpmnTooManyElements' }),
    },
    {
      // csv-parse's per-field callback (the old column check) cost 150 to 700 ms for this line.
      name: 'CSV term file: a line of 20 000 commas',
      work: () => csvRows(`中文,英文\n苹果,apple\n${','.repeat(20_000)}\n`),
      check: (out) => expect(out).toMatchObject({ key: 'csvTooManyColumns' }),
    },
    {
      // Each of these lines cost the old callback 100 ms or more. csv-parse itself takes about half a microsecond per
      // field here, linear: CSV_MAX_CELLS bounds a file at a few tenths of a second, less than a real import of
      // IMPORT_MAX_ROWS rows costs it, so that bound is the HTTP test's business (csv-wide-lines.test.ts).
      name: 'CSV term file: 10 lines of commas just under the column limit',
      work: () => csvRows(`中文,英文\n${`${','.repeat(MAX_COLUMNS - 1)}\n`.repeat(10)}`),
      check: (out) => expect(out).toBe(10),
    },
    {
      // An API scope with many wildcards in one segment, against a request path as long as Node lets through.
      name: 'API scope pattern: `/a*a*a*...` of 100 wildcards against a 16 000 character path',
      work: () => compileScopePath(`/${'a*'.repeat(100)}b`).test(normalizePath(`/${'a'.repeat(16_000)}`)),
      check: (out) => expect(out).toBe(false),
    },
  ];

  for (const { name, work, check } of cases) {
    it(name, async () => {
      check(await outcomeOf(work));
    });
  }
});
