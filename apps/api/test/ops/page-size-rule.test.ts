// One rule for every list: a size above MAX_PAGE_SIZE is answered with MAX_PAGE_SIZE rows (Blade clamps rather than
// refuses), a size below 1 is refused. Blade's claim and todo lists are not paged at all (every row; blade-api.md). Checked over the whole route table, then through HTTP on lists that used to
// disagree (one answered 400 "<= 200", another 400 "<= 50").
import { MAX_PAGE_SIZE, routeCatalog } from '@blade/contract';
import request from 'supertest';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

type Shaped = z.ZodType & { shape?: Record<string, z.ZodType> };

/** Every route reading `current` and `size` from its query: the paged lists. */
const pagedRoutes = routeCatalog().filter(({ spec }) => {
  const shape = (spec.query as Shaped | undefined)?.shape;
  return Boolean(shape?.current && shape.size);
});

describe('the page size rule', () => {
  it('holds for every paged route of the table', () => {
    expect(pagedRoutes.length).toBeGreaterThan(40);
    for (const { spec } of pagedRoutes) {
      const shape = (spec.query as Shaped).shape!;
      const where = `${spec.method} ${spec.path}`;
      expect(shape.size!.parse('500'), where).toBe(MAX_PAGE_SIZE);
      expect(shape.size!.parse(undefined), where).toBe(10);
      expect(shape.size!.safeParse('0').success, where).toBe(false);
      expect(shape.current!.parse(undefined), where).toBe(1);
    }
  });
});

describe('lists answered through HTTP', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await accessToken(t);
  });

  it.each(['/api/translate/message/page', '/api/blade-flow/work/done-list', '/api/blade-system/post/page', '/api/blade-system/user/page'])('%s?size=500 answers a page of at most 200', async (path) => {
    const res = await request(t.app).get(path).query({ current: 1, size: 500 }).set('Blade-Auth', `bearer ${admin}`);
    expect(res.status).toBe(200);
    expect(res.body.data.size).toBe(MAX_PAGE_SIZE);
  });

  it('keeps Blade\'s unpaged claim and todo lists: every row, size = their count, size=500 not refused', async () => {
    for (const path of ['/api/blade-flow/work/todo-list', '/api/blade-flow/work/claim-list']) {
      const res = await request(t.app).get(path).query({ current: 1, size: 500 }).set('Blade-Auth', `bearer ${admin}`);
      expect(res.status).toBe(200);
      expect(res.body.data.size).toBe(res.body.data.records.length);
    }
  });

  it('refuses a size of 0 with a clear message', async () => {
    const res = await request(t.app).get('/api/blade-system/post/page').query({ size: 0 }).set('Blade-Auth', `bearer ${admin}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});
