// Term base import (preview with per-row errors, conflicts and duplicates, then commit skipping or overwriting) and the
// streamed export as .csv and .xlsx.
import ExcelJS from 'exceljs';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { openFilesUnder } from '../support/open-files.ts';
import { tempDir } from '../support/temp-dir.ts';

let t: TestApp;
let admin: string;
const auth = () => ({ 'Blade-Auth': `bearer ${admin}` });
const CSV = [
  '中文,英文,分类,标签,备注',
  '苹果,apple,水果,常用,',
  '香蕉,banana,,,',
  ',no chinese,,,',
  '梨,pear,不存在的分类,,',
  '香蕉,banana again,,,',
  '翻译,translation (new),,,新备注',
].join('\n');

const send = (path: string, body: string | Buffer, name: string, query: Record<string, string> = {}) =>
  request(t.server)
    .post(`/api/translate/import/${path}`)
    .set(auth())
    .query(query)
    .attach('file', Buffer.isBuffer(body) ? body : Buffer.from(body), name);

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  await request(t.server).post('/api/translate/classification/submit').set(auth()).send({ name: '水果' });
  await request(t.server).post('/api/translate/submit').set(auth()).send({ chinese: '翻译', english: 'translation' });
});

describe('import', () => {
  it('previews per-row errors and conflicts without writing', async () => {
    const res = await send('preview', CSV, 'terms.csv');
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      total: 6,
      insertable: 2,
      conflictCount: 1,
      duplicateCount: 1,
      errorCount: 2,
      conflicts: [{ row: 7, chinese: '翻译', english: 'translation (new)', existingEnglish: 'translation' }],
      errors: [
        { row: 4, reason: '[中文] 不能为空' },
        { row: 5, reason: '分类 [不存在的分类] 不存在' },
      ],
      // The repeated 香蕉 is folded into its first row: the later English wins.
      duplicates: [{ row: 3, rows: [3, 6], chinese: '香蕉', english: 'banana again', englishes: ['banana', 'banana again'] }],
      sample: [
        { row: 2, chinese: '苹果' },
        { row: 3, chinese: '香蕉', english: 'banana again' },
      ],
    });
    expect((await request(t.server).get('/api/translate/page').set(auth())).body.data.total).toBe(1);
  });

  it('commits in one go, skipping conflicts, then overwrites them when asked', async () => {
    const skip = await send('commit', CSV, 'terms.csv');
    expect(skip.body.data).toMatchObject({ inserted: 2, skipped: 1, overwritten: 0, errorCount: 2 });
    const page = await request(t.server).get('/api/translate/page').set(auth()).query({ size: 50 });
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.records.find((r: { chinese: string }) => r.chinese === '苹果')).toMatchObject({
      classificationName: '水果',
      labels: '常用',
    });

    const again = await send('commit', CSV, 'terms.csv', { conflict: 'overwrite' });
    expect(again.body.data).toMatchObject({ inserted: 0, overwritten: 3 });
    const translated = await request(t.server).get('/api/translate/page').set(auth()).query({ chinese_equal: '翻译' });
    expect(translated.body.data.records[0]).toMatchObject({ english: 'translation (new)', remark: '新备注' });
  });

  it('reads .xlsx and refuses other files and missing headers', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('s');
    sheet.addRow(['chinese', 'english']);
    sheet.addRow(['葡萄', 'grape']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    expect((await send('preview', xlsx, 'terms.xlsx')).body.data).toMatchObject({ total: 1, insertable: 1 });
    const txt = await send('preview', 'a', 'terms.txt');
    expect(txt.status).toBe(400);
    expect(txt.body.msg).toBe('只支持 .csv 和 .xlsx 文件');
    expect((await send('preview', 'a,b\n1,2', 'terms.csv')).body.msg).toBe('表头缺少 [中文] 或 [英文] 列');
    expect((await send('preview', Buffer.from('not a zip'), 'terms.xlsx')).body.msg).toBe('无法读取该文件,请使用导出的格式');
  });
});

describe('a refused import file', () => {
  it('is let go of: a large CSV without the headers leaves no file open', async () => {
    const dataDir = tempDir('blade-import-');
    const app = await createTestApp({ config: { dataDir } });
    const token = await accessToken(app, 'admin');
    // Larger than one read of the file, so the reader stops with most of it unread.
    const csv = Buffer.from(`a,b\n${'1,2\n'.repeat(200_000)}`);
    const res = await request(app.server)
      .post('/api/translate/import/preview')
      .set({ 'Blade-Auth': `bearer ${token}` })
      .attach('file', csv, 'terms.csv');
    expect(res.body.msg).toBe('表头缺少 [中文] 或 [英文] 列');
    // The file is closed just after the answer (closing is asynchronous); it stayed open for the process's life.
    await expect.poll(() => openFilesUnder(dataDir), { timeout: 5_000 }).toEqual([]);
  });
});

describe('export', () => {
  it('streams the entries as CSV (with the page filters) and as XLSX', async () => {
    const csv = await request(t.server).get('/api/translate/export').set(auth());
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toContain('translate-entries.csv');
    const lines = csv.text.replace('\ufeff', '').trim().split('\n');
    expect(lines[0]).toBe('中文,英文,分类,标签,备注');
    expect(lines).toContain('苹果,apple,水果,常用,');
    expect(lines).toHaveLength(4);
    const filtered = await request(t.server).get('/api/translate/export').set(auth()).query({ chinese: '苹果' });
    expect(filtered.text.trim().split('\n')).toHaveLength(2);

    const xlsx = await request(t.server)
      .get('/api/translate/export')
      .set(auth())
      .query({ format: 'xlsx' })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(4);
  });

  it('writes classification paths, and an export imported back into the same data is all conflicts', async () => {
    const submitClass = async (name: string, parentId = '0') => {
      await request(t.server).post('/api/translate/classification/submit').set(auth()).send({ name, parentId });
      type Node = { id: string; parentId: string; title: string; children?: Node[] };
      const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
      const tree = (await request(t.server).get('/api/translate/classification/tree').set(auth())).body.data as Node[];
      return flat(tree).find((n) => n.title === name && n.parentId === parentId)!.id;
    };
    const computer = await submitClass('计算机');
    const medicine = await submitClass('医学');
    const software = await submitClass('软件', computer);
    const medicalSoftware = await submitClass('软件', medicine);
    await request(t.server)
      .post('/api/translate/submit')
      .set(auth())
      .send({ chinese: '编译器', english: 'compiler', classificationId: software });
    await request(t.server)
      .post('/api/translate/submit')
      .set(auth())
      .send({ chinese: '影像系统', english: 'imaging system', classificationId: medicalSoftware });

    // The picked class exports the classes below it too; the 分类 column holds paths.
    const picked = await request(t.server).get('/api/translate/export').set(auth()).query({ classificationId: computer });
    expect(picked.text.replace('\ufeff', '').trim().split('\n')).toEqual(['中文,英文,分类,标签,备注', '编译器,compiler,计算机/软件,,']);
    const all = await request(t.server).get('/api/translate/export').set(auth());
    const exported = all.text.replace('\ufeff', '');
    expect(exported).toContain('影像系统,imaging system,医学/软件,,');

    const again = await send('preview', exported, 'again.csv');
    expect(again.body.data).toMatchObject({ insertable: 0, errorCount: 0, conflictCount: exported.trim().split('\n').length - 1 });
    // Committed, the round trip changes nothing: no insert, and the next export is the same file.
    const before = (await request(t.server).get('/api/translate/page').set(auth())).body.data.total;
    expect((await send('commit', exported, 'again.csv')).body.data).toMatchObject({ inserted: 0, errorCount: 0 });
    expect((await request(t.server).get('/api/translate/page').set(auth())).body.data.total).toBe(before);
    expect((await request(t.server).get('/api/translate/export').set(auth())).text.replace('\ufeff', '')).toBe(exported);

    // A bare name is taken when one class has it, and refused when two do.
    const bare = await send(
      'preview',
      ['中文,英文,分类', '新编译器,new compiler,软件', '新词,new term,医学', '路径词,path term,医学/软件'].join('\n'),
      'bare.csv',
    );
    expect(bare.body.data).toMatchObject({ total: 3, insertable: 2, errors: [{ row: 2, reason: '分类名称不唯一,请使用完整路径' }] });
  });

  it('needs the export button', async () => {
    const hr = await accessToken(t, 'hr');
    expect((await request(t.server).get('/api/translate/export').set('Blade-Auth', `bearer ${hr}`)).status).toBe(403);
  });
});
