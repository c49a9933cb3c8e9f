// An entity-bound list (Blade's `Condition.getQueryWrapper(entity)`) matches a text filter whole, as Blade clients
// expect; `<field>_like` asks for part of it, which is what the console's search sends (经理 finds 技术经理).
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t);
});

const names = async (query: Record<string, string>) => {
  const res = await request(t.server).get('/api/blade-system/post/list').set('Blade-Auth', `bearer ${admin}`).query(query);
  expect(res.body.code).toBe(200);
  return (res.body.data.records as Array<{ postName: string }>).map((r) => r.postName).sort();
};

describe('text filters on an entity-bound list', () => {
  it('match the whole value by name, part of it with _like; no other suffix applies', async () => {
    expect(await names({ postName: '经理' })).toEqual([]);
    expect(await names({ postName: '技术经理' })).toEqual(['技术经理']);
    expect(await names({ postName_like: '经理' })).toEqual(['人力经理', '技术经理']);
    expect(await names({ postName_like: '%' })).toEqual([]);
    expect((await names({ postName_notlike: '经理' })).length).toBeGreaterThan(2);
  });
});
