// UserVO: a user row without its password, with `roleId` rebuilt from blade_user_role and the names the console
// shows. A page of rows costs one query (the role links); names come from the cached directory.
import { userEntity } from '@blade/contract';
import type { Sent } from '../../../core/mount-route.ts';
import { recordFields } from '../../../core/crud/crud-service.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import type { Db } from '../../../db/prisma.ts';
import type { SqlReader } from '../../../db/sql/sql-reader.ts';
import { roleLinksOf } from '../../../db/sql/user-roles.ts';
import type { DictLabels } from '../dict/dict-labels.ts';
import type { UserDirectory } from './user-directory.ts';
import { splitIds } from './user-directory.ts';

export type UserRow = NonNullable<Awaited<ReturnType<Db['user']['findFirst']>>>;
/** The contract's user record; the id is still the row's bigint (the JSON replacer sends it as text). */
export type UserVO = Sent<typeof userEntity.record>;

// Only the declared record fields leave the API: the password column is not one of them.
const userRecordFields = recordFields(userEntity.record);

export function createUserVO(sql: SqlReader, directory: UserDirectory, dictLabels: DictLabels) {
  /**
   * Role ids of each user, in role order (sort, then id), skipping deleted roles. `linked`: the role ids linked to
   * each user when the caller read them with the rows (db/sql/user-page.ts), else they are read here.
   */
  async function roleIdsOf(user: AuthUser, userIds: bigint[], linked?: Map<string, string[]>): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    if (userIds.length === 0) return out;
    const [links, roles] = await Promise.all([
      linked ?? linksByUser(userIds),
      // Link rows carry no tenant: roles not visible are dropped below.
      directory.roles(user),
    ]);
    const sortOf = (id: string) => roles.get(id)?.sort ?? 0;
    for (const [userId, ids] of links) {
      const visible = ids.filter((id) => roles.has(id));
      visible.sort((a, b) => sortOf(a) - sortOf(b) || (BigInt(a) < BigInt(b) ? -1 : 1));
      if (visible.length) out.set(userId, visible);
    }
    return out;
  }

  async function linksByUser(userIds: bigint[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    for (const link of await roleLinksOf(sql, userIds)) {
      const key = String(link.userId);
      out.set(key, [...(out.get(key) ?? []), String(link.roleId)]);
    }
    return out;
  }

  async function toVOs(user: AuthUser, rows: UserRow[], linked?: Map<string, string[]>): Promise<UserVO[]> {
    const [roleIds, roles, depts, posts, tenants] = await Promise.all([
      roleIdsOf(
        user,
        rows.map((r) => r.id),
        linked,
      ),
      directory.roles(user),
      directory.depts(user),
      directory.posts(user),
      directory.tenants(),
    ]);
    const names = (ids: string[], map: Map<string, { name: string }>) =>
      ids
        .map((id) => map.get(id)?.name)
        .filter((n): n is string => !!n)
        .join(',');
    return Promise.all(
      rows.map(async (row) => {
        const ids = roleIds.get(String(row.id)) ?? [];
        return {
          ...userRecordFields(row),
          roleId: ids.join(','),
          tenantName: tenants.get(row.tenantId) ?? '',
          userTypeName: await dictLabels.label('user_type', row.userType),
          roleName: names(ids, roles),
          deptName: names(splitIds(row.deptId), depts),
          postName: names(splitIds(row.postId), posts),
          sexName: await dictLabels.label('sex', row.sex),
        };
      }),
    );
  }

  return {
    toVOs,
    roleIdsOf,
    async toVO(user: AuthUser, row: UserRow | null | undefined): Promise<UserVO | null> {
      return row ? (await toVOs(user, [row]))[0]! : null;
    },
  };
}

export type UserVOBuilder = ReturnType<typeof createUserVO>;
