import { describe, expect, it } from 'vitest';
import { Prisma } from './prisma.ts';
import { escapeLike, literalLikes } from './like-literal.ts';

describe('literal LIKE filters', () => {
  it("escapes LIKE's wildcards and its escape character", () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });

  it('escapes the wildcards of contains, startsWith and endsWith at any depth, and nothing else', () => {
    const at = new Date(0);
    const where = {
      AND: [{ name: { contains: '50%_off\\' } }, { OR: [{ code: { startsWith: 'a_' } }, { code: { endsWith: '%' } }] }],
      NOT: { remark: { contains: '_' } },
      title: { equals: '100%' },
      createTime: { gte: at },
      state: Prisma.DbNull,
      id: 5n,
    };
    const out = literalLikes(where);
    expect(out).toEqual({
      AND: [{ name: { contains: '50\\%\\_off\\\\' } }, { OR: [{ code: { startsWith: 'a\\_' } }, { code: { endsWith: '\\%' } }] }],
      NOT: { remark: { contains: '\\_' } },
      title: { equals: '100%' },
      createTime: { gte: at },
      state: Prisma.DbNull,
      id: 5n,
    });
    expect(out.createTime.gte).toBe(at);
    expect(out.state).toBe(Prisma.DbNull);
    expect(where.AND[0]!.name!.contains).toBe('50%_off\\');
  });
});
