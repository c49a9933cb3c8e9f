// Term import, per conflicting term: keep, overwrite or merge labels, chosen by row in the preview (or for all at
// once); duplicates within the file folded into one term and shown as such; and the commit's refusals (rows the
// preview did not list, another user's or tenant's preview, a second commit).
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { createOtherTenantAdmin } from '../crud/other-tenant.ts';

let t: TestApp;
let admin: string;
const as = (token: string) => ({ 'Blade-Auth': `bearer ${token}` });

const preview = (csv: string, token = admin) =>
  request(t.server).post('/api/translate/import/preview').set(as(token)).attach('file', Buffer.from(csv), 'terms.csv');
const commit = (importId: string, conflict: string, choices: unknown[] = [], token = admin) =>
  request(t.server).post('/api/translate/import/commit').set(as(token)).query({ importId, conflict }).send({ choices });
const entry = async (chinese: string) =>
  (await request(t.server).get('/api/translate/page').set(as(admin)).query({ chinese_equal: chinese })).body.data.records as Array<{
    english: string;
    labels: string | null;
    remark: string | null;
  }>;
const total = async () => (await request(t.server).get('/api/translate/page').set(as(admin))).body.data.total as number;
const submit = (chinese: string, english: string, labels?: string, remark?: string) =>
  request(t.server).post('/api/translate/submit').set(as(admin)).send({ chinese, english, labels, remark });

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  await submit('苹果', 'apple', '水果');
  await submit('香蕉', 'banana', '黄色', '旧备注');
  await submit('梨', 'pear', '常见', '梨的备注');
});

const CSV = [
  '中文,英文,分类,标签,备注',
  '苹果,apple (new),,新,', // kept
  '香蕉,,,进口,', // merged: no English in the file, the base's stays
  '梨,pear (new),,,', // the choice for all: overwritten
  '葡萄,grape,,紫,',
  '葡萄,grapes,,甜,新备注', // a duplicate: its English wins
  '葡萄,,,紫,', // a duplicate without English: the earlier one stays
  '橙子,,,,', // a new term without English
].join('\n');

describe('per-row choices', () => {
  it('previews conflicts beside the base and folded duplicates, then applies exactly the choices', async () => {
    const res = await preview(CSV);
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      total: 7,
      insertable: 1,
      conflictCount: 3,
      duplicateCount: 2,
      errorCount: 1,
      errors: [{ row: 8, reason: '[英文] 不能为空' }],
      conflicts: [
        { row: 2, chinese: '苹果', english: 'apple (new)', labels: '新', existingEnglish: 'apple', existingLabels: '水果' },
        {
          row: 3,
          chinese: '香蕉',
          english: '',
          labels: '进口',
          existingEnglish: 'banana',
          existingLabels: '黄色',
          existingRemark: '旧备注',
        },
        { row: 4, chinese: '梨', english: 'pear (new)', labels: null, existingLabels: '常见' },
      ],
      duplicates: [
        { row: 5, rows: [5, 6, 7], rowCount: 3, chinese: '葡萄', english: 'grapes', labels: '紫,甜', englishes: ['grape', 'grapes'] },
      ],
    });
    const before = await total();

    const done = await commit(res.body.data.importId, 'overwrite', [
      { row: 2, choice: 'keep' },
      { row: 3, choice: 'merge' },
    ]);
    expect(done.body.data, JSON.stringify(done.body)).toMatchObject({
      inserted: 1,
      skipped: 1,
      merged: 1,
      overwritten: 1,
      duplicateCount: 2,
      errorCount: 1,
    });
    expect(await total()).toBe(before + 1);
    expect(await entry('苹果')).toMatchObject([{ english: 'apple', labels: '水果' }]);
    expect(await entry('香蕉')).toMatchObject([{ english: 'banana', labels: '黄色,进口', remark: '旧备注' }]);
    expect(await entry('梨')).toMatchObject([{ english: 'pear (new)', labels: null, remark: null }]);
    expect(await entry('葡萄')).toMatchObject([{ english: 'grapes', labels: '紫,甜', remark: '新备注' }]);
    expect(await entry('橙子')).toEqual([]);
  });

  it('folds duplicates across batches of 1,000 rows into one term, conflicting or new', async () => {
    await submit('跨批冲突', 'cross old', '旧');
    const filler = Array.from({ length: 1100 }, (_, i) => `填充${i},filler ${i},,,`);
    const csv = [
      '中文,英文,分类,标签,备注',
      '跨批新词,cross new,,甲,',
      '跨批冲突,,,乙,',
      ...filler,
      '跨批新词,cross newer,,丙,',
      '跨批冲突,cross merged,,丁,',
    ].join('\n');
    const res = await preview(csv);
    expect(res.body.data).toMatchObject({
      insertable: 1101,
      conflictCount: 1,
      duplicateCount: 2,
      duplicates: [
        { chinese: '跨批新词', rows: [2, 1104], english: 'cross newer', labels: '甲,丙' },
        { chinese: '跨批冲突', rows: [3, 1105], english: 'cross merged', labels: '乙,丁' },
      ],
    });
    const done = await commit(res.body.data.importId, 'skip', [{ row: 3, choice: 'merge' }]);
    expect(done.body.data).toMatchObject({ inserted: 1101, merged: 1, duplicateCount: 2 });
    expect(await entry('跨批新词')).toMatchObject([{ english: 'cross newer', labels: '甲,丙' }]);
    expect(await entry('跨批冲突')).toMatchObject([{ english: 'cross merged', labels: '旧,乙,丁' }]);
  });

  it('lists at most 200 conflicts; a choice may name only a listed row, the rest take the choice for all', async () => {
    const many = Array.from({ length: 210 }, (_, i) => `许多${i}`);
    await t.db.translateEntry.createMany({
      data: many.map((chinese, i) => ({ id: BigInt(9_000_000 + i), tenantId: '000000', chinese, english: 'old', classificationId: 0n })),
    });
    const res = await preview(['中文,英文', ...many.map((c) => `${c},new`)].join('\n'));
    expect(res.body.data.conflictCount).toBe(210);
    expect(res.body.data.conflicts).toHaveLength(200);
    const unlisted = await commit(res.body.data.importId, 'keep', [{ row: 205, choice: 'overwrite' }]);
    expect(unlisted.status).toBe(400);
    expect(unlisted.body).toMatchObject({ success: false, msg: '第205行不是本次预览列出的冲突行' });
    const done = await commit(res.body.data.importId, 'keep', [{ row: 2, choice: 'overwrite' }]);
    expect(done.body.data).toMatchObject({ overwritten: 1, skipped: 209 });
    expect(await entry('许多0')).toMatchObject([{ english: 'new' }]);
    expect(await entry('许多205')).toMatchObject([{ english: 'old' }]);
  });
});

describe('refused commits write nothing', () => {
  const ATTACK = ['中文,英文', '苹果,apple attacked', '新攻击词,attack'].join('\n');

  it('refuses choices for rows that are not listed conflicts, repeated rows, unknown choices and too many', async () => {
    const id = (await preview(ATTACK)).body.data.importId as string;
    const before = await total();
    const refusals = [
      [{ row: 3, choice: 'overwrite' }], // a new term, not a conflict
      [{ row: 99, choice: 'overwrite' }], // no such row
      [
        { row: 2, choice: 'keep' },
        { row: 2, choice: 'overwrite' },
      ],
      [{ row: 2, choice: 'delete' }],
      Array.from({ length: 201 }, (_, i) => ({ row: i + 2, choice: 'keep' })),
    ];
    for (const choices of refusals) {
      const res = await commit(id, 'keep', choices);
      expect(res.status, JSON.stringify(choices)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect(await total()).toBe(before);
    expect(await entry('苹果')).toMatchObject([{ english: 'apple' }]);
    // Refused whole, the preview is still there to commit properly.
    expect((await commit(id, 'keep', [{ row: 2, choice: 'keep' }])).body.data).toMatchObject({ inserted: 1, skipped: 1 });
  });

  it("refuses another user's and another tenant's preview", async () => {
    const id = (await preview(['中文,英文', '苹果,apple stolen', '他人词,other'].join('\n'))).body.data.importId as string;
    const manager = await accessToken(t, 'manager');
    const other = await createOtherTenantAdmin(t);
    for (const token of [manager, other]) {
      const res = await commit(id, 'overwrite', [{ row: 2, choice: 'overwrite' }], token);
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe('导入不存在或已过期,请重新上传文件');
    }
    expect(await entry('苹果')).toMatchObject([{ english: 'apple' }]);
    expect(await entry('他人词')).toEqual([]);
  });

  it('commits a preview once, even when two commits are sent at once', async () => {
    const id = (await preview(['中文,英文', '只一次,once'].join('\n'))).body.data.importId as string;
    const [a, b] = await Promise.all([commit(id, 'keep'), commit(id, 'keep')]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect([a.body.msg, b.body.msg]).toContain('该导入已提交或未完成预览');
    expect((await commit(id, 'keep')).body.msg).toBe('该导入已提交或未完成预览');
    expect(await entry('只一次')).toHaveLength(1);
  });
});
