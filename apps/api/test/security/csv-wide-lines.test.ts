// Attack: a term file (.csv) of lines made of commas. Each comma is a field for csv-parse, and the column check ran
// as a per-field callback that cost csv-parse a context object per field: one line of 20 000 commas took 150 to
// 700 ms of CPU, and an upload takes 50 MB of such lines. Now the text is counted before csv-parse reads it (one
// cheap pass over the characters): a line of more than 16 384 fields, or a file of more than CSV_MAX_CELLS, is
// refused at once with a clear message, and nothing is imported.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_COLUMNS } from '../../src/core/xlsx-rows.ts';
import { CSV_MAX_CELLS } from '../../src/modules/translate/term-file.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { tempDir } from '../support/temp-dir.ts';

let t: TestApp;
let manager: string;
const dataDir = tempDir('blade-csv-wide-');

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir } });
  manager = await accessToken(t, 'manager');
});

const preview = (csv: string) =>
  request(t.server)
    .post('/api/translate/import/preview')
    .set({ 'Blade-Auth': `bearer ${manager}` })
    .attach('file', Buffer.from(csv), 'terms.csv');
/** What an import keeps: entries, and the uploaded files waiting for their commit. */
const kept = async () => ({
  entries: await t.db.translateEntry.count(),
  files: (await readdir(path.join(dataDir, 'import')).catch(() => [])).filter((name) => !name.endsWith('.json')),
});

describe('CSV term files of wide lines', () => {
  it('refuses a line of 20 000 commas, naming the column limit; nothing is imported', async () => {
    const before = await kept();
    const res = await preview(`中文,英文\n苹果,apple\n${','.repeat(20_000)}\n`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg: `文件中有一行超过${MAX_COLUMNS}列` });
    expect(await kept()).toEqual(before);
  });

  it('counts commas inside quotes as text: a quoted cell of 20 000 commas is one cell', async () => {
    const res = await preview(`中文,英文\n"${','.repeat(20_000)}",comma\n`);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, success: true });
  });

  it('ends a line at a CR, an LF or both, as csv-parse is told to: wide lines split by a lone CR are read as such', async () => {
    const res = await preview(`中文,英文\n苹果,apple${','.repeat(MAX_COLUMNS - 10)}\r梨,pear${','.repeat(MAX_COLUMNS - 10)}\r\n`);
    expect(res.body, JSON.stringify(res.body).slice(0, 300)).toMatchObject({ code: 200, success: true });
    expect(res.body.data).toMatchObject({ total: 2 });
  });

  it("refuses a file of lines each under the column limit but past the file's cells, nothing imported", async () => {
    const before = await kept();
    const line = `${','.repeat(MAX_COLUMNS - 1)}\n`;
    const res = await preview(`中文,英文\n${line.repeat(Math.ceil(CSV_MAX_CELLS / MAX_COLUMNS) + 1)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg: `文件中的单元格超过${CSV_MAX_CELLS}个,请拆分成几个文件再导入` });
    expect(
      (await preview(`中文,英文\n${line.repeat(Math.ceil(CSV_MAX_CELLS / MAX_COLUMNS) + 1)}`).set('Accept-Language', 'en')).body.msg,
    ).toBe(`The file holds more than ${CSV_MAX_CELLS} cells; split it and import the parts`);
    expect(await kept()).toEqual(before);
  });
});
