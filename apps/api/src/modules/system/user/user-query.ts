// The user reads: `page` (Blade's own filters: exact account/realName, a dept with its descendants), `list` and the
// export (Blade's map protocol), `user-list` (exact values), `select` and BladeX's `search/user`. All go through the tenant-scoped client
// and the caller's data scope for the `user` resource.
import { userEntity } from '@blade/contract';
import type { z } from 'zod';
import type { ZUserPageQuery, ZUserSearchQuery } from '@blade/contract';
import { buildListFilter, buildListQuery } from '../../../core/crud/list-query.ts';
import type { ListFilter, ListQuery } from '../../../core/crud/list-query.ts';
import { camelRow } from '../../../db/sql/where.ts';
import { tenantOfUser } from '../../../db/sql/tenant.ts';
import { userPage } from '../../../db/sql/user-page.ts';
import { pageOf } from '../../../core/envelope.ts';
import { textReady } from '../../../core/crud/text-ready.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import type { Services } from '../../../services.ts';
import type { UserDirectory } from './user-directory.ts';
import type { UserRow, UserVOBuilder } from './user-vo.ts';

type Where = Record<string, unknown>;

/** Users whose comma-joined `field` holds `id` as one of its items (not as a substring of another id). */
export function commaListHas(field: 'deptId' | 'postId', id: string): Where[] {
  return [
    { [field]: id },
    { [field]: { startsWith: `${id},` } },
    { [field]: { endsWith: `,${id}` } },
    { [field]: { contains: `,${id},` } },
  ];
}

const DEFAULT_ORDER = [{ id: 'asc' as const }];
/** Fields the raw page may name: the declared filters and sort columns plus those page() and data scopes add. */
const RAW_FIELDS = new Set([
  ...Object.keys(userEntity.filters),
  ...userEntity.sortable,
  'id',
  'account',
  'realName',
  'userType',
  'tenantId',
  'deptId',
  'postId',
]);

export function createUserQueries(s: Pick<Services, 'dataScopes' | 'dates' | 'db' | 'sql'>, directory: UserDirectory, vo: UserVOBuilder) {
  async function whereOf(user: AuthUser, conditions: Where[]): Promise<Where> {
    const scope = await s.dataScopes.whereFor(user, userEntity.name, userEntity.filters);
    return { AND: [...conditions, ...(scope ? [scope] : [])] };
  }

  /**
   * The page as SQL (db/sql/user-page.ts): the busiest list of the console. The tenant is the request user's
   * (test: user.test.ts, "raw page stays in the tenant").
   */
  async function runPage(user: AuthUser, conditions: Where[], lq: ListQuery) {
    const { rows, roleIds, total } = await userPage(s.sql, tenantOfUser(user), {
      conditions: [await whereOf(user, conditions)],
      orderBy: lq.orderBy.length ? lq.orderBy : DEFAULT_ORDER,
      fields: RAW_FIELDS,
      take: lq.take,
      skip: lq.skip,
    });
    const records = await vo.toVOs(
      user,
      rows.map((r) => camelRow<UserRow>(r)),
      roleIds,
    );
    return pageOf(textReady(records, s.dates), total, lq);
  }

  async function findAll(user: AuthUser, conditions: Where[], lq: ListFilter) {
    return s.db.user.findMany({ where: await whereOf(user, conditions), orderBy: lq.orderBy.length ? lq.orderBy : DEFAULT_ORDER });
  }

  return {
    /** Blade's user page: exact account, realName, userType and tenantId; deptId with every dept below it. Other
     * keys follow the map protocol of `list` (e.g. `name` as LIKE). Ordered by id. */
    async page(query: z.output<typeof ZUserPageQuery>, user: AuthUser) {
      const { current, size, account, realName, userType, tenantId, deptId, ...rest } = query;
      const lq = buildListQuery(rest, userEntity, s.dates, { current, size });
      const conditions: Where[] = [...lq.where];
      if (account) conditions.push({ account });
      if (realName) conditions.push({ realName });
      if (userType) conditions.push({ userType });
      // Only tenant 000000's administrator can widen past their tenant; for anyone else the scope wins anyway.
      if (tenantId) conditions.push({ tenantId });
      if (deptId) {
        const depts = await directory.deptWithDescendants(user, deptId);
        conditions.push({ OR: depts.flatMap((id) => commaListHas('deptId', id)) });
      }
      return runPage(user, conditions, lq);
    },

    /** BladeX's user search (search/user): a nickname, a dept name and a post name, each a part of the text. */
    async search(query: z.output<typeof ZUserSearchQuery>, user: AuthUser) {
      const { current, size, name, deptName, postName } = query;
      const lq = buildListQuery({}, userEntity, s.dates, { current, size });
      const conditions: Where[] = name ? [{ name: { contains: name } }] : [];
      for (const [field, text, entries] of [
        ['deptId', deptName, directory.depts],
        ['postId', postName, directory.posts],
      ] as const) {
        if (!text) continue;
        const ids = [...(await entries(user))].filter(([, e]) => e.name.includes(text)).map(([id]) => id);
        if (!ids.length) return pageOf([], 0, lq);
        conditions.push({ OR: ids.flatMap((id) => commaListHas(field, id)) });
      }
      return runPage(user, conditions, lq);
    },

    /** Map-filtered page (`name`, `account_equal`, `createTime_dategt`, ...). */
    list(query: Record<string, unknown> & { current: number; size: number }, user: AuthUser) {
      const lq = buildListQuery(query, userEntity, s.dates, query);
      return runPage(user, lq.where, lq);
    },

    /** Every user matching the map filters, unpaged (the export). */
    async exportRows(query: Record<string, unknown>, user: AuthUser) {
      const lq = buildListFilter(query, userEntity, s.dates);
      return vo.toVOs(user, await findAll(user, lq.where, lq));
    },

    /** Every user whose fields equal the given values (Blade binds them onto an entity). */
    async userList(query: Record<string, unknown>, user: AuthUser) {
      const lq = buildListFilter(query, { ...userEntity, listStyle: 'entity' }, s.dates);
      return vo.toVOs(user, await findAll(user, lq.where, lq));
    },

    /** One user by id, within the caller's data scope as the list is (someone outside it reads as missing). */
    async detail(id: string, user: AuthUser) {
      return vo.toVO(user, await s.db.user.findFirst({ where: await whereOf(user, [{ id: BigInt(id) }]) }));
    },

    /** The caller's own record: always readable, whatever data scope narrows their lists. */
    async own(user: AuthUser) {
      return vo.toVO(user, await s.db.user.findFirst({ where: { id: BigInt(user.userId) } }));
    },

    /** Names only, for pickers: id, account, name, realName (optionally the users of one dept). */
    async select(user: AuthUser, deptId: string | undefined) {
      const rows = await s.db.user.findMany({
        where: deptId ? { OR: commaListHas('deptId', deptId) } : {},
        select: { id: true, account: true, name: true, realName: true },
        orderBy: DEFAULT_ORDER,
      });
      return rows;
    },
  };
}
