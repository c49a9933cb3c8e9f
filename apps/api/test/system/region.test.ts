// Regions: keyed by code, levels computed from the parent, lazy trees, and a real delete refused while children remain.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
  hr = await accessToken(t, 'hr');
  // Beijing: province 11 > city 1101 > district 110101; Hebei: province 13.
  for (const region of [
    { code: '11', parentCode: '00', name: '北京市', sort: 1 },
    { code: '13', parentCode: '00', name: '河北省', sort: 2 },
    { code: '1101', parentCode: '11', name: '北京城区', sort: 1 },
    { code: '110101', parentCode: '1101', name: '东城区', sort: 1 },
  ]) {
    const res = await post('submit', region);
    if (!res.body.success) throw new Error(JSON.stringify(res.body));
  }
});

const get = (path: string, query: Record<string, unknown> = {}, token = admin) =>
  request(t.server).get(`/api/blade-system/region/${path}`).query(query).set('Blade-Auth', `bearer ${token}`);
const post = (path: string, body: object | undefined, query: Record<string, unknown> = {}, token = admin) =>
  request(t.server)
    .post(`/api/blade-system/region/${path}`)
    .query(query)
    .set('Blade-Auth', `bearer ${token}`)
    .send(body ?? {});

describe('region', () => {
  it('is seeded with the root 00', async () => {
    expect(await t.db.region.findUnique({ where: { code: '00' } })).toMatchObject({
      parentCode: '0',
      name: '中华人民共和国',
      regionLevel: 0,
    });
  });

  it('fills ancestors, level and the level columns from the parent', async () => {
    expect((await get('detail', { code: '11' })).body.data).toMatchObject({
      parentCode: '00',
      ancestors: '00',
      regionLevel: 1,
      provinceCode: '11',
      provinceName: '北京市',
      cityCode: null,
    });
    expect((await get('detail', { code: '1101' })).body.data).toMatchObject({
      ancestors: '00,11',
      regionLevel: 2,
      provinceCode: '11',
      provinceName: '北京市',
      cityCode: '1101',
      cityName: '北京城区',
      districtCode: null,
    });
    expect((await get('detail', { code: '110101' })).body.data).toMatchObject({
      ancestors: '00,11,1101',
      regionLevel: 3,
      provinceName: '北京市',
      cityName: '北京城区',
      districtCode: '110101',
      districtName: '东城区',
      townCode: null,
    });
    expect((await get('detail', { code: '999' })).body).toMatchObject({ code: 200, data: {} });
  });

  it('lazy-tree: one level of TreeNodes keyed by code, to any signed-in user', async () => {
    const roots = (await get('lazy-tree', {}, hr)).body.data;
    expect(roots).toEqual([
      { id: '11', parentId: '00', title: '北京市', key: '11', value: '11', hasChildren: true },
      { id: '13', parentId: '00', title: '河北省', key: '13', value: '13', hasChildren: false },
    ]);
    expect((await get('lazy-tree', { parentCode: '1101' }, hr)).body.data.map((n: { id: string }) => n.id)).toEqual(['110101']);
    // A name search without parentCode looks at every level.
    expect((await get('lazy-tree', { name: '东城' }, hr)).body.data.map((n: { id: string }) => n.id)).toEqual(['110101']);
    expect((await get('lazy-tree', { parentCode: '00', code: '13' }, hr)).body.data.map((n: { id: string }) => n.id)).toEqual(['13']);
  });

  it('lazy-list, select and the paged list', async () => {
    const level = (await get('lazy-list', { parentCode: '11' })).body.data;
    expect(level).toEqual([expect.objectContaining({ code: '1101', parentName: '北京市', hasChildren: true, regionLevel: 2 })]);
    expect((await get('select', { code: '11' }, hr)).body.data.map((r: { code: string }) => r.code)).toEqual(['1101']);
    expect((await get('select', {}, hr)).body.data.map((r: { code: string }) => r.code)).toEqual(['11', '13']);
    const page = (await get('list', { regionLevel: 1, size: 10 })).body.data;
    expect(page).toMatchObject({ total: 2, current: 1, size: 10 });
    expect(page.records.map((r: { code: string }) => r.code)).toEqual(['11', '13']);
    expect((await get('lazy-list', {}, hr)).status).toBe(403);
  });

  it('updates an existing code, carrying a new name down to the regions below', async () => {
    const res = await post('submit', { code: '11', parentCode: '00', name: '北京', sort: 1, remark: '首都' });
    expect(res.body.success).toBe(true);
    expect(await t.db.region.findUnique({ where: { code: '11' } })).toMatchObject({
      name: '北京',
      provinceName: '北京',
      remark: '首都',
      regionLevel: 1,
    });
    expect(await t.db.region.findUnique({ where: { code: '110101' } })).toMatchObject({ provinceName: '北京', cityName: '北京城区' });
    const moved = await post('submit', { code: '1101', parentCode: '13', name: '北京城区' });
    expect([moved.status, moved.body.msg]).toEqual([400, '区划 [1101] 的上级区划不可修改']);
  });

  it('refuses an unknown parent, a sixth level, bad codes and non-administrators', async () => {
    expect((await post('submit', { code: '8801', parentCode: '88', name: '无' })).body.msg).toBe('上级区划 [88] 不存在');
    let parent = '110101';
    for (const code of ['110101001', '110101001001']) {
      expect((await post('submit', { code, parentCode: parent, name: `第${code.length}位` })).body.success).toBe(true);
      parent = code;
    }
    const village = await t.db.region.findUniqueOrThrow({ where: { code: '110101001001' } });
    expect(village).toMatchObject({ regionLevel: 5, townCode: '110101001', villageCode: '110101001001', provinceCode: '11' });
    const sixth = await post('submit', { code: '999999999999', parentCode: '110101001001', name: '太深' }).set('Accept-Language', 'en');
    expect([sixth.status, sixth.body.msg]).toEqual([
      400,
      'Regions go five levels deep (village); nothing can be added under [110101001001]',
    ]);
    expect((await post('submit', { code: '1a', parentCode: '00', name: 'x' })).status).toBe(400);
    expect((await post('submit', { code: '12', parentCode: '00', name: '天津市' }, {}, hr)).status).toBe(403);
    expect((await post('remove', undefined, { id: '13' }, hr)).status).toBe(403);
  });

  it('removes by code for real, but not while children remain', async () => {
    const refused = await post('remove', undefined, { id: '1101' });
    expect([refused.status, refused.body.msg]).toEqual([400, '请先删除子节点!']);
    const removed = await post('remove', undefined, { id: '13' });
    expect(removed.body.success).toBe(true);
    expect(await t.db.region.count({ where: { code: '13' } })).toBe(0);
    expect((await post('remove', undefined, { id: '13' })).body.success).toBe(false);
    expect((await post('remove', undefined, {})).status).toBe(400);
  });
});
