// Classification and label trees: TreeNode trees, parents checked, removal refused for nodes with children or
// (classifications) entries, at both remove paths.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;
const auth = () => ({ 'Blade-Auth': `bearer ${admin}` });
const post = (path: string, body: Record<string, unknown> = {}, query: Record<string, string> = {}) =>
  request(t.server).post(`/api/translate${path}`).set(auth()).query(query).send(body);
const get = (path: string, query: Record<string, string> = {}) => request(t.server).get(`/api/translate${path}`).set(auth()).query(query);

async function idOf(kind: 'classification' | 'label', name: string): Promise<string> {
  const res = await get(`/${kind}/page`, { name_equal: name });
  return res.body.data.records[0].id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
});

describe.each(['classification', 'label'] as const)('%s tree', (kind) => {
  it('builds the tree and checks parents', async () => {
    expect((await post(`/${kind}/submit`, { name: `${kind}-根`, sort: 1 })).body.success).toBe(true);
    const root = await idOf(kind, `${kind}-根`);
    expect((await post(`/${kind}/submit`, { name: `${kind}-子`, parentId: root, sort: 2 })).body.success).toBe(true);
    const tree = await get(`/${kind}/tree`);
    expect(tree.body.data).toMatchObject([
      { id: root, title: `${kind}-根`, key: root, value: root, parentId: '0', children: [{ title: `${kind}-子`, parentId: root }] },
    ]);
    const orphan = await post(`/${kind}/submit`, { name: '孤儿', parentId: '42' });
    expect(orphan.status).toBe(400);
    expect(orphan.body.msg).toBe('上级节点不存在或已被删除');
    const self = await post(`/${kind}/submit`, { id: root, name: `${kind}-根`, parentId: root });
    expect(self.body.msg).toBe('上级节点不能是自己');
  });

  it('refuses to remove a node with children', async () => {
    const root = await idOf(kind, `${kind}-根`);
    const child = await idOf(kind, `${kind}-子`);
    const res = await post(`/${kind}/remove`, {}, { ids: root });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('请先删除子节点!');
    // Removing the node together with its children is fine.
    expect((await post(`/${kind}/remove`, {}, { ids: `${root},${child}` })).body.success).toBe(true);
    expect((await get(`/${kind}/tree`)).body.data).toEqual([]);
  });
});

describe('removeClassification', () => {
  it('refuses a classification that still holds entries, then removes it once empty', async () => {
    await post('/classification/submit', { name: '有词条' });
    const id = await idOf('classification', '有词条');
    await post('/submit', { chinese: '苹果', english: 'apple', classificationId: id });
    const refused = await post('/removeClassification', {}, { ids: id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('该分类下还有词条,请先删除或移走词条!');
    const entry = (await get('/page', { classificationId: id })).body.data.records[0].id as string;
    await post('/remove', {}, { ids: entry });
    expect((await post('/removeClassification', {}, { ids: id })).body.success).toBe(true);
  });

  it('needs the classification delete button', async () => {
    const hr = await accessToken(t, 'hr');
    const res = await request(t.server).post('/api/translate/removeClassification').set('Blade-Auth', `bearer ${hr}`).query({ ids: '1' });
    expect(res.status).toBe(403);
  });
});
