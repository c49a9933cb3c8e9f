import { describe, expect, it } from 'vitest';
import { camelRow, sqlOrderBy, sqlWhere } from './where.ts';

const allowed = new Set(['name', 'deptId', 'sort', 'createTime']);

describe('sqlWhere', () => {
  it('binds every value and quotes only whitelisted columns', () => {
    const at = new Date('2024-01-01T00:00:00Z');
    const sql = sqlWhere(
      [
        { name: { contains: '50%_off' } },
        { OR: [{ deptId: '1' }, { deptId: { startsWith: '1,' } }, { deptId: { endsWith: ',1' } }] },
        { sort: { gte: 2 } },
        { createTime: { lt: at } },
        { NOT: { name: { contains: 'x' } } },
        { deptId: { in: ['1', '2'] } },
        { name: null },
      ],
      allowed,
    );
    expect(sql.sql).toBe(
      '(("name"::text LIKE ?) AND ((("dept_id" = ?) OR ("dept_id"::text LIKE ?) OR ("dept_id"::text LIKE ?))) AND ("sort" >= ?) AND ("create_time" < ?) AND (NOT (("name"::text LIKE ?))) AND ("dept_id" IN (?,?)) AND ("name" IS NULL))',
    );
    expect(sql.values).toEqual(['%50\\%\\_off%', '1', '1,%', '%,1', 2, at, '%x%', '1', '2']);
  });

  it('refuses a field outside the whitelist and renders nothing as TRUE', () => {
    expect(() => sqlWhere([{ password: 'x' }], allowed)).toThrow(/not allowed/);
    expect(sqlWhere([], allowed).sql).toBe('TRUE');
    expect(sqlWhere([{ OR: [] }], allowed).sql).toBe('((FALSE))');
  });

  it('orders by whitelisted columns and maps rows back to fields', () => {
    expect(sqlOrderBy([{ sort: 'desc' }, { createTime: 'asc' }], allowed).sql).toBe('"sort" DESC, "create_time" ASC');
    expect(camelRow({ real_name: 'a', dept_id: '1', id: 2n })).toEqual({ realName: 'a', deptId: '1', id: 2n });
  });
});
