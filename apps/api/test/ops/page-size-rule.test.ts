// One rule for every list (docs/decisions.md, Lists): a size above the cap is answered with a page of the cap (Blade
// clamps rather than refuses), an absent or empty size is Blade's default of 10, and a size or page that is not a
// whole number of at least 1 is a 400 saying so. The cap is MAX_PAGE_SIZE everywhere but on the public message
// board, whose page sizes the spec gives as 10-50. Blade's claim and todo lists are not paged at all (every row;
// blade-api.md). Checked over the whole route table, then through HTTP on lists of more rows than the cap.
import { MAX_PAGE_SIZE, MESSAGE_BOARD_MAX_PAGE_SIZE, routeCatalog } from '@blade/contract';
import request from 'supertest';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

type Shaped = z.ZodType & { shape?: Record<string, z.ZodType> };

/** Every route reading `current` and `size` from its query: the paged lists. */
const pagedRoutes = routeCatalog().filter(({ spec }) => {
  const query: Shaped | undefined = spec.query;
  const shape = query?.shape;
  return Boolean(shape?.current && shape.size);
});

/** The one list with a smaller cap, and why: the spec's message board offers 10-50 a page. */
const capOf = (path: string) => (path === '/translate/message/page' ? MESSAGE_BOARD_MAX_PAGE_SIZE : MAX_PAGE_SIZE);

describe('the page size rule', () => {
  it('holds for every paged route of the table', () => {
    expect(pagedRoutes.length).toBeGreaterThan(40);
    for (const { spec } of pagedRoutes) {
      const shape = (spec.query as Shaped).shape!;
      const where = `${spec.method} ${spec.path}`;
      expect(shape.size!.parse('500'), where).toBe(capOf(spec.path));
      expect(shape.size!.parse('30'), where).toBe(30);
      expect(shape.size!.parse(undefined), where).toBe(10);
      expect(shape.size!.parse(''), where).toBe(10);
      for (const bad of ['0', '-5', 'abc', '1.5']) expect(shape.size!.safeParse(bad).success, `${where} size=${bad}`).toBe(false);
      expect(shape.current!.parse(undefined), where).toBe(1);
      expect(shape.current!.safeParse('0').success, where).toBe(false);
    }
  });
});

describe('lists answered through HTTP', () => {
  let t: TestApp;
  let admin: string;
  const get = (path: string, query: object, language = 'zh-CN') =>
    request(t.server).get(path).query(query).set('Blade-Auth', `bearer ${admin}`).set('Accept-Language', language);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await accessToken(t);
    // More rows than the caps, so a capped page is visibly short of everything.
    await t.db.post.createMany({
      data: Array.from({ length: MAX_PAGE_SIZE + 5 }, (_, i) => ({
        id: nextId(),
        tenantId: '000000',
        category: 2,
        postCode: `cap${i}`,
        postName: `岗位${i}`,
      })),
    });
    await t.db.param.createMany({
      data: Array.from({ length: MAX_PAGE_SIZE + 5 }, (_, i) => ({
        id: nextId(),
        paramName: `参数${i}`,
        paramKey: `cap.key${i}`,
        paramValue: `${i}`,
      })),
    });
    await t.db.translateMessage.createMany({
      data: Array.from({ length: MESSAGE_BOARD_MAX_PAGE_SIZE + 5 }, (_, i) => ({ id: nextId(), tenantId: '000000', content: `留言${i}` })),
    });
  });

  it.each([
    ['/api/blade-system/post/list', MAX_PAGE_SIZE],
    ['/api/blade-system/post/page', MAX_PAGE_SIZE],
    ['/api/blade-system/param/list', MAX_PAGE_SIZE],
    ['/api/translate/message/page', MESSAGE_BOARD_MAX_PAGE_SIZE],
  ])('%s?size=500 answers a full page of the cap (%i), not a refusal', async (path, cap) => {
    const res = await get(path, { current: 1, size: 500 });
    expect(res.status).toBe(200);
    const { records, total, size, pages } = res.body.data as { records: unknown[]; total: number; size: number; pages: number };
    expect(total).toBeGreaterThan(cap);
    expect(size).toBe(cap);
    expect(records).toHaveLength(cap);
    expect(pages).toBe(Math.ceil(total / cap));
  });

  it.each(['/api/blade-system/user/page', '/api/blade-flow/work/done-list', '/api/blade-flow/work/send-list', '/api/translate/fileList'])(
    '%s?size=500 answers the same capped page size',
    async (path) => {
      const res = await get(path, { current: 1, size: 500 });
      expect(res.status).toBe(200);
      expect(res.body.data.size).toBe(MAX_PAGE_SIZE);
    },
  );

  it("keeps Blade's unpaged claim and todo lists: every row, size = their count, size=500 not refused", async () => {
    for (const path of ['/api/blade-flow/work/todo-list', '/api/blade-flow/work/claim-list']) {
      const res = await get(path, { current: 1, size: 500 });
      expect(res.status).toBe(200);
      expect(res.body.data.size).toBe(res.body.data.records.length);
    }
  });

  it("answers Blade's default page (1 of 10 rows) for an absent or empty current and size", async () => {
    for (const path of ['/api/blade-system/post/list', '/api/translate/message/page', '/api/blade-flow/work/done-list']) {
      for (const query of [{}, { current: '', size: '' }]) {
        const res = await get(path, query);
        expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(200);
        expect(res.body.data).toMatchObject({ current: 1, size: 10 });
      }
    }
  });

  it.each([
    '/api/blade-system/post/list',
    '/api/blade-system/user/page',
    '/api/blade-flow/work/done-list',
    '/api/translate/message/page',
    '/api/translate/fileList',
  ])('%s refuses a size or page of 0, below 0 or not a whole number with a clear 400', async (path) => {
    for (const query of [{ size: 0 }, { size: -5 }, { size: 'abc' }, { size: '1.5' }, { current: 0 }, { current: 'first' }]) {
      const res = await get(path, query);
      const [field] = Object.keys(query);
      expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(res.body).toMatchObject({ code: 400, success: false, msg: `参数 ${field} 不正确: 必须是不小于1的整数` });
    }
    const english = await get(path, { size: 'abc' }, 'en');
    expect(english.body.msg).toContain('must be a whole number of at least 1');
  });
});
