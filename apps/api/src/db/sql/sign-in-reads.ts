// What a sign-in (and a refresh) reads: the tenant, and the account with its roles. Prepared statements on the SQL
// pool (sql-reader.ts): they run on every sign-in, where the ORM compiled them anew each time and that work
// competed with the password check for the CPU. The sign-in is unscoped on purpose (no tenant is known before it),
// so each statement takes its tenant (a refresh names EVERY_TENANT: the account is found by the id its token
// carries), and leaves out soft-deleted rows itself.
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';
import type { Tenant } from './tenant.ts';
import { sameTenant } from './tenant.ts';

/** `secondFactor`: who must sign in with a second factor (blade_tenant.second_factor: off, admins, everyone). */
export type SignInTenant = { tenantId: string; expireTime: Date | null; secondFactor: string };

export type SignInUser = {
  id: bigint;
  tenantId: string;
  account: string;
  password: string;
  name: string | null;
  realName: string | null;
  avatar: string | null;
  deptId: string | null;
  postId: string | null;
  status: number;
  passwordChangeRequired: boolean;
  passwordExpiresAt: Date | null;
  /** The user has confirmed an authenticator app (blade_user_totp): the sign-in asks for its code. */
  secondFactorEnrolled: boolean;
  /** A self-registered account still waiting (`pending`) or turned down (`rejected`, with `approvalReason`); else null. */
  approvalStatus: string | null;
  approvalReason: string | null;
  /** The roles not deleted, by their sort order. */
  roles: Array<{ id: bigint; roleAlias: string }>;
};

type UserRow = Omit<SignInUser, 'roles'> & { roleIds: string[]; roleAliases: string[] };

export function createSignInReads(sql: SqlReader) {
  const findUser = async (tenant: Tenant, where: Prisma.Sql): Promise<SignInUser | undefined> => {
    // The roles come as two arrays in one order (ids as text: snowflake ids do not fit a JSON number).
    const [row] = await sql.prepared<UserRow>(Prisma.sql`
      SELECT u.id, u.tenant_id AS "tenantId", u.account, u.password, u.name, u.real_name AS "realName", u.avatar,
        u.dept_id AS "deptId", u.post_id AS "postId", u.status, u.password_change_required AS "passwordChangeRequired",
        u.password_expires_at AS "passwordExpiresAt", u.approval_status AS "approvalStatus", u.approval_reason AS "approvalReason",
        EXISTS (SELECT 1 FROM blade_user_totp t WHERE t.user_id = u.id AND t.enabled_at IS NOT NULL) AS "secondFactorEnrolled",
        ARRAY(SELECT r.id::text FROM blade_user_role ur JOIN blade_role r ON r.id = ur.role_id
              WHERE ur.user_id = u.id AND r.is_deleted = 0 ORDER BY r.sort, r.id) AS "roleIds",
        ARRAY(SELECT r.role_alias FROM blade_user_role ur JOIN blade_role r ON r.id = ur.role_id
              WHERE ur.user_id = u.id AND r.is_deleted = 0 ORDER BY r.sort, r.id) AS "roleAliases"
      FROM blade_user u
      WHERE ${where} AND ${sameTenant(tenant, 'u')} AND u.is_deleted = 0
      ORDER BY u.id LIMIT 1`);
    if (!row) return undefined;
    const { roleIds, roleAliases, ...user } = row;
    return { ...user, roles: roleIds.map((id, i) => ({ id: BigInt(id), roleAlias: roleAliases[i]! })) };
  };
  return {
    async tenant(tenantId: string): Promise<SignInTenant | undefined> {
      const [row] = await sql.prepared<SignInTenant>(Prisma.sql`
        SELECT tenant_id AS "tenantId", expire_time AS "expireTime", second_factor AS "secondFactor" FROM blade_tenant
        WHERE tenant_id = ${tenantId} AND is_deleted = 0 ORDER BY id LIMIT 1`);
      return row;
    },
    /** The account `account` of tenant `tenantId`. */
    userByAccount: (tenantId: string, account: string) => findUser(tenantId, Prisma.sql`u.account = ${account}`),
    /** The account with this id (a refresh token's). */
    userById: (tenant: Tenant, id: bigint) => findUser(tenant, Prisma.sql`u.id = ${id}`),
  };
}
