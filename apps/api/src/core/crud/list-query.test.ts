import { describe, expect, it } from 'vitest';
import { createBladeDates } from '../blade-dates.ts';
import { AppError } from '../app-error.ts';
import type { ListDeclaration } from './list-query.ts';
import { buildListQuery } from './list-query.ts';

const dates = createBladeDates('Asia/Shanghai');
const decl: ListDeclaration = {
  listStyle: 'map',
  filters: { name: 'string', sort: 'int', id: 'id', createTime: 'date' },
  sortable: ['sort', 'createTime'],
};
const where = (query: Record<string, string>, d: ListDeclaration = decl) => buildListQuery(query, d, dates, { current: 1, size: 10 }).where;

describe('buildListQuery', () => {
  it('reads every suffix of a map-bound list', () => {
    expect(where({ name: 'a' })).toEqual([{ name: { contains: 'a' } }]);
    expect(where({ name_like: 'a' })).toEqual([{ name: { contains: 'a' } }]);
    expect(where({ name_likeleft: 'a' })).toEqual([{ name: { endsWith: 'a' } }]);
    expect(where({ name_likeright: 'a' })).toEqual([{ name: { startsWith: 'a' } }]);
    expect(where({ name_notlike: 'a' })).toEqual([{ NOT: { name: { contains: 'a' } } }]);
    expect(where({ name_equal: 'a' })).toEqual([{ name: { equals: 'a' } }]);
    expect(where({ name_notequal: 'a' })).toEqual([{ name: { not: 'a' } }]);
    expect(where({ sort_ge: '2', sort_lt: '9' })).toEqual([{ sort: { gte: 2 } }, { sort: { lt: 9 } }]);
    expect(where({ sort_le: '2', sort_gt: '1' })).toEqual([{ sort: { lte: 2 } }, { sort: { gt: 1 } }]);
    expect(where({ sort: '3' })).toEqual([{ sort: 3 }]);
    expect(where({ id_equal: '1123598821738675201' })).toEqual([{ id: { equals: 1123598821738675201n } }]);
    expect(where({ name_null: '1', sort_notnull: '1' })).toEqual([{ name: null }, { sort: { not: null } }]);
    expect(where({ name_ignore: 'x' })).toEqual([]);
  });

  it('compares dates parsed in the configured zone', () => {
    const at = new Date('2024-01-01T00:00:00Z');
    expect(where({ createTime_dategt: '2024-01-01 08:00:00' })).toEqual([{ createTime: { gt: at } }]);
    expect(where({ createTime_datelt: '2024-01-01 08:00:00', createTime_datege: '2024-01-01 08:00:00' })).toEqual([
      { createTime: { lt: at } },
      { createTime: { gte: at } },
    ]);
    expect(where({ createTime_datele: '2024-01-01 08:00:00', createTime_dateequal: '2024-01-01 08:00:00' })).toEqual([
      { createTime: { lte: at } },
      { createTime: { equals: at } },
    ]);
  });

  it('ignores unknown fields, reserved keys, empty values and the token parameter', () => {
    expect(where({ password: 'x', 'name;drop table': 'x', current: '2', size: '3', 'Blade-Auth': 't', name: '' })).toEqual([]);
  });

  it('uses exact equality for entity-bound lists, a partial match only when asked with _like, and no other suffix', () => {
    const entity = { ...decl, listStyle: 'entity' as const };
    expect(where({ name: 'a', sort: '2' }, entity)).toEqual([{ name: { equals: 'a' } }, { sort: { equals: 2 } }]);
    expect(where({ name_like: 'b', sort_ge: '2', name_notlike: 'c' }, entity)).toEqual([{ name: { contains: 'b' } }]);
  });

  it('refuses a bad value on a declared field with a 400 naming it', () => {
    const bads: Record<string, string>[] = [{ sort_ge: 'x' }, { id_equal: '12a' }, { createTime_dategt: 'tomorrow' }];
    for (const bad of bads) {
      try {
        where(bad);
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).status).toBe(400);
        expect((error as AppError).params.field).toBe(Object.keys(bad)[0]!.split('_')[0]);
      }
    }
  });

  it('pages through the one page window (the contract has capped the size), and sorts only whitelisted columns given in snake_case', () => {
    const q = buildListQuery({ ascs: 'sort,password', descs: 'create_time' }, decl, dates, { current: 3, size: 30 });
    expect(q).toMatchObject({ current: 3, size: 30, skip: 60, take: 30 });
    expect(q.orderBy).toEqual([{ sort: 'asc' }, { createTime: 'desc' }]);
  });
});
