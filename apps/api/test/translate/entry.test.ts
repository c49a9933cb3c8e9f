// Term entries: duplicates, classification names, and the public `suggest` (ranking, exact mode, tenant isolation).
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { createOtherTenantAdmin, OTHER_TENANT } from '../crud/other-tenant.ts';

let t: TestApp;
let admin: string;
let other: string;
const auth = (token: string) => ({ 'Blade-Auth': `bearer ${token}` });

async function submit(token: string, body: Record<string, unknown>) {
  return request(t.server).post('/api/translate/submit').set(auth(token)).send(body);
}
const suggest = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  request(t.server).get('/api/translate/suggest').query(query).set(headers);

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  other = await createOtherTenantAdmin(t);
  const terms: Array<[string, string]> = [
    ['翻译', 'translation'],
    ['翻译平台', 'translation platform'],
    ['机器翻译', 'machine translation'],
    ['项目管理', 'project management'],
    ['管理员', 'administrator'],
    ['数据库', 'database'],
    ['数据', 'data'],
    ['心脏病', 'heart disease'],
    ['医生', 'doctor'],
    ['医学', 'medicine'],
    ['医院', 'hospital'],
    ['软件', 'software'],
    ['网络', 'network'],
  ];
  for (const [chinese, english] of terms) expect((await submit(admin, { chinese, english })).body.success).toBe(true);
  expect((await submit(other, { chinese: '秘密词条', english: 'secret translation' })).body.success).toBe(true);
});

describe('entries', () => {
  it('refuses the same chinese+english twice in one classification, allows it in another', async () => {
    const dup = await submit(admin, { chinese: '翻译', english: 'translation' });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('该分类下已存在相同的词条: 翻译 / translation');
    const en = await request(t.server)
      .post('/api/translate/submit')
      .set(auth(admin))
      .set('Accept-Language', 'en')
      .send({ chinese: '翻译', english: 'translation' });
    expect(en.body.msg).toBe('This classification already has the entry 翻译 / translation');

    await request(t.server).post('/api/translate/classification/submit').set(auth(admin)).send({ name: '技术' });
    const tree = await request(t.server).get('/api/translate/classification/tree').set(auth(admin));
    const classificationId = tree.body.data[0].id as string;
    expect((await submit(admin, { chinese: '翻译', english: 'translation', classificationId })).body.success).toBe(true);
    const page = await request(t.server).get('/api/translate/page').set(auth(admin)).query({ classificationId });
    expect(page.body.data.records).toMatchObject([{ chinese: '翻译', classificationId, classificationName: '技术' }]);
    const v2 = await request(t.server).get('/api/translate/listV2').set(auth(admin)).query({ classificationId });
    expect(v2.body.data.total).toBe(1);
  });

  it('refuses an unknown classification', async () => {
    const res = await submit(admin, { chinese: '孤儿', english: 'orphan', classificationId: '42' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('分类不存在或已被删除');
  });

  it('needs the entry menu to read and its buttons to write', async () => {
    const hr = await accessToken(t, 'hr');
    expect((await request(t.server).get('/api/translate/page').set(auth(hr))).status).toBe(403);
    expect((await submit(hr, { chinese: '人事', english: 'hr' })).status).toBe(403);
  });
});

describe('suggest', () => {
  it('is public and ranks an exact match first, with scores best first', async () => {
    const res = await suggest({ english: 'translation' });
    expect(res.status).toBe(200);
    const data = res.body.data as Array<{ english: string; score: number }>;
    expect(data[0]).toMatchObject({ english: 'translation', score: 1 });
    expect(data.map((d) => d.english)).toEqual(expect.arrayContaining(['translation platform', 'machine translation']));
    const scores = data.map((d) => d.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // A prefix match outranks a match further inside the term.
    expect(data.findIndex((d) => d.english === 'translation platform')).toBeLessThan(
      data.findIndex((d) => d.english === 'machine translation'),
    );
  });

  it('still finds a misspelled term', async () => {
    const res = await suggest({ english: 'tranlsation' });
    expect(res.body.data[0]).toMatchObject({ english: 'translation' });
    expect(res.body.data[0].score).toBeGreaterThan(0);
    expect(res.body.data[0].score).toBeLessThan(1);
    const managment = await suggest({ english: 'managment' });
    expect(managment.body.data.map((d: { english: string }) => d.english)).toContain('project management');
  });

  it('scores an obvious typo of the top hit as the near match it is, well clear of the next', async () => {
    // One letter missing of eight: 0.79 x 7 / 8. The next candidate shares trigrams but is another word.
    const [best, next] = (await suggest({ english: 'databse' })).body.data as Array<{ english: string; score: number }>;
    expect(best).toMatchObject({ english: 'database', score: 0.691 });
    expect(next!.score).toBeLessThan(best!.score - 0.2);
    // A typo inside a longer term is measured against its closest words, not the whole term: 0.79 x 9 / 10.
    const inner = await suggest({ english: 'managment' });
    expect(inner.body.data[0]).toMatchObject({ english: 'project management', score: 0.711 });
  });

  it('finds a chinese term with a wrong character', async () => {
    const res = await suggest({ chinese: '翻泽平台' });
    expect(res.body.data[0]).toMatchObject({ chinese: '翻译平台' });
  });

  it('finds a short chinese term with one wrong character at any position, scored by the characters that match', async () => {
    const typos: Array<[string, string]> = [
      ['数剧库', '数据库'],
      ['心赃病', '心脏病'],
      ['医远', '医院'],
      ['翻泽', '翻译'],
      ['软建', '软件'],
      ['网落', '网络'],
      ['心脏并', '心脏病'],
    ];
    for (const [query, intended] of typos) {
      const res = await suggest({ chinese: query });
      expect(res.body.data[0], query).toMatchObject({ chinese: intended });
    }
    // 2 of 3 characters match and the wrong one sounds like the right one (剧 jù, 据 jù): 0.79 x 2.5 / 3.
    expect((await suggest({ chinese: '数剧库' })).body.data[0].score).toBe(0.658);
    // 1 of 2 matches, and 完 (wán) does not sound like 院 (yuàn): 0.79 x 1 / 2, as 医生 and 医学 score.
    expect((await suggest({ chinese: '医完' })).body.data.map((d: { score: number }) => d.score)).toEqual([0.395, 0.395, 0.395]);
    // Typed through a pinyin input method: 医圆 (圆 yuán) means 医院 (院 yuàn), not 医生 or 医学 (added first).
    expect((await suggest({ chinese: '医圆' })).body.data.map((d: { chinese: string }) => d.chinese)).toEqual(['医院', '医生', '医学']);
    // Two wrong characters of three are not one typo.
    expect((await suggest({ chinese: '数剧车' })).body.data.map((d: { chinese: string }) => d.chinese)).not.toContain('数据库');
  });

  it('matches chinese by prefix and substring', async () => {
    const res = await suggest({ chinese: '数据' });
    expect(res.body.data.map((d: { chinese: string }) => d.chinese)).toEqual(['数据', '数据库']);
    const inner = await suggest({ chinese: '管理' });
    expect(inner.body.data.map((d: { chinese: string }) => d.chinese)).toEqual(expect.arrayContaining(['项目管理', '管理员']));
  });

  it('answers exact matches only with accurate=true', async () => {
    const res = await suggest({ english: 'Project Management', accurate: 'true' });
    expect(res.body.data).toMatchObject([{ english: 'project management', score: 1 }]);
    expect((await suggest({ english: 'translatio', accurate: 'true' })).body.data).toEqual([]);
  });

  it('treats LIKE wildcards literally', async () => {
    expect((await suggest({ english: '%', accurate: 'true' })).body.data).toEqual([]);
    expect((await suggest({ english: '_____' })).body.data).toEqual([]);
  });

  it("never shows another tenant's entries; a Tenant-Id header picks the visitor's tenant", async () => {
    expect((await suggest({ english: 'secret translation' })).body.data.map((d: { english: string }) => d.english)).not.toContain(
      'secret translation',
    );
    expect((await suggest({ english: 'secret' }).set(auth(admin))).body.data).toEqual([]);
    const visitor = await suggest({ english: 'secret' }, { 'Tenant-Id': OTHER_TENANT });
    expect(visitor.body.data.map((d: { english: string }) => d.english)).toEqual(['secret translation']);
    const signedIn = await suggest({ english: 'translation', accurate: 'true' }).set(auth(other));
    expect(signedIn.body.data).toEqual([]);
    // An unknown tenant falls back to 000000.
    expect((await suggest({ english: 'secret' }, { 'Tenant-Id': '999999' })).body.data).toEqual([]);
  });

  it('hides removed entries and answers nothing for an empty query', async () => {
    const found = (await suggest({ chinese: '数据库', accurate: 'true' })).body.data;
    await request(t.server).post('/api/translate/remove').set(auth(admin)).query({ ids: found[0].id });
    expect((await suggest({ chinese: '数据库', accurate: 'true' })).body.data).toEqual([]);
    expect((await suggest({})).body.data).toEqual([]);
  });
});
