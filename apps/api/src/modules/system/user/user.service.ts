// The user writes: insert and update (with role links), the caller's own profile, removal, passwords, grants and
// the per-platform extension. Reads are in user-query.ts.
import type { UserSubmit } from '@blade/contract';
import { badRequest } from '../../../core/app-error.ts';
import { replyStatus, replySuccess } from '../../../core/envelope.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { seesAllTenants } from '../../../lib/request-context.ts';
import { nextId } from '../../../db/snowflake.ts';
import { md5Hex } from '../../auth/password.ts';
import { assertPasswordAllowed } from '../../auth/password-policy.ts';
import { chosenByHolder, firstPasswordHours, issuePassword, setBySomeoneElse } from '../../auth/first-password.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { forgetFirstAdminPassword, SEEDED_ADMIN_ID } from '../../../seed/first-admin.ts';
import type { Services } from '../../../services.ts';
import { requireActiveTenant } from '../../auth/tenant-access.ts';
import { assertAccountQuota } from '../tenant/tenant-guard.ts';
import { sameIds, splitIds } from './user-directory.ts';
import { assertAccountFree, assertLinksOfTenant, lockTenantAccounts, replaceRoles } from './user-links.ts';
import { assertMayChangeAccounts, assertMayChangeLinks } from './account-policy.ts';

const PROFILE_FIELDS = ['name', 'realName', 'avatar', 'email', 'phone', 'sex', 'birthday'] as const;
type Profile = Partial<Record<(typeof PROFILE_FIELDS)[number], unknown>>;
const USER_FIELDS = [...PROFILE_FIELDS, 'code', 'userType', 'account', 'deptId', 'postId', 'status'] as const;

export function createUserService(s: Pick<Services, 'config' | 'dates' | 'db' | 'params' | 'passwords'>) {
  const { db } = s;

  /** Body -> columns: only the fields sent, "" stored as null, the birthday parsed as a Blade date. */
  function columns(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    for (const field of fields) {
      const value = body[field];
      if (value === undefined) continue;
      data[field] = value === '' ? null : value;
    }
    if (typeof data.birthday === 'string') {
      const date = s.dates.parse(data.birthday);
      if (!date) throw badRequest('userBadBirthday');
      data.birthday = date;
    }
    return data;
  }

  const linksOf = (body: Pick<UserSubmit, 'roleId' | 'deptId' | 'postId'>) => ({
    roleIds: body.roleId === undefined || body.roleId === null ? undefined : splitIds(body.roleId),
    deptIds: splitIds(body.deptId),
    postIds: splitIds(body.postId),
  });
  /** What an update would store as depts: undefined when the field is not sent (the column is left as it is). */
  const deptChangeOf = (body: Pick<UserSubmit, 'deptId'>) => (body.deptId === undefined ? undefined : splitIds(body.deptId));

  async function getUser(id: string | bigint) {
    const row = await db.user.findFirst({ where: { id: BigInt(id) } });
    // The scoped read finds no row of another tenant, so a foreign id is simply not there.
    if (!row) throw badRequest('notFoundRecord');
    return row;
  }

  /**
   * Sets the password of those of `ids` the caller may see, and signs them out everywhere. `chosenBySomeoneElse`:
   * the holder must change it at their next sign-in (password-change-gate.ts) and it expires unused
   * (first-password.ts); a password the holder chose clears both.
   */
  async function setPassword(ids: bigint[], md5hex: string, chosenBySomeoneElse: boolean) {
    const data = {
      password: await s.passwords.hash(md5hex),
      ...(chosenBySomeoneElse ? setBySomeoneElse(await firstPasswordHours(s)) : chosenByHolder),
    };
    const count = await db.$transaction(async (tx) => {
      // The scoped read keeps another tenant's ids out of both the update and the revocation.
      const users = await tx.user.findMany({ where: { id: { in: ids } }, select: { id: true } });
      const { count } = await tx.user.updateMany({ where: { id: { in: users.map((u) => u.id) } }, data });
      await revokeUserSessions(
        tx,
        users.map((u) => u.id),
      );
      return count;
    });
    forgetKeptPassword(ids);
    return replyStatus(count > 0);
  }

  /** The generated first administrator password kept in DATA_DIR is void once that password changes (first-admin.ts). */
  function forgetKeptPassword(ids: bigint[]) {
    if (ids.includes(SEEDED_ADMIN_ID)) forgetFirstAdminPassword(s.config.dataDir);
  }

  function assertConfirmed(newPassword: string, newPassword1: string) {
    if (newPassword !== newPassword1) throw badRequest('userConfirmPassword');
  }

  return {
    async create(body: UserSubmit, caller: AuthUser) {
      if (!body.password) throw badRequest('userPasswordRequired');
      assertPasswordAllowed({ plain: body.password });
      // Only tenant 000000's administrator creates accounts in other tenants; anyone else in their own.
      const tenantId = seesAllTenants(caller) && body.tenantId ? body.tenantId : caller.tenantId;
      const tenant = await requireActiveTenant(db, tenantId);
      const password = await s.passwords.hash(md5Hex(body.password));
      const links = linksOf(body);
      const data = columns(body, USER_FIELDS);
      await db.$transaction(async (tx) => {
        await lockTenantAccounts(tx, tenantId);
        await assertAccountFree(tx, tenantId, body.account);
        await assertAccountQuota(tx, tenant);
        await assertLinksOfTenant(tx, caller, tenantId, links);
        const id = nextId();
        // The creator knows the password: the new user chooses their own at the first sign-in.
        await tx.user.create({
          data: { ...data, id, tenantId, account: body.account, password, ...setBySomeoneElse(await firstPasswordHours(s)) },
        });
        if (links.roleIds?.length) await replaceRoles(tx, [id], links.roleIds);
      });
      return replyStatus(true);
    },

    /** Never the password nor the tenant; roles are replaced when `roleId` is sent ("" clears them). */
    async update(body: UserSubmit & { id: string }, caller: AuthUser) {
      const existing = await getUser(body.id);
      const links = linksOf(body);
      await assertMayChangeLinks(db, caller, [existing.id], { roleIds: links.roleIds, deptIds: deptChangeOf(body) });
      const data = columns(body, USER_FIELDS);
      const deptIds = deptChangeOf(body);
      await db.$transaction(async (tx) => {
        if (body.account !== existing.account) {
          await lockTenantAccounts(tx, existing.tenantId);
          await assertAccountFree(tx, existing.tenantId, body.account, existing.id);
        }
        await assertLinksOfTenant(tx, caller, existing.tenantId, links);
        await tx.user.update({ where: { id: existing.id }, data });
        // A disabled (or re-enabled) account starts over: its sessions end. Role changes are handled by replaceRoles.
        if (data.status !== undefined && Number(data.status) !== existing.status) await revokeUserSessions(tx, [existing.id]);
        // A token carries the departments its data scopes were decided by: a move ends it, as a role change does.
        if (deptIds !== undefined && !sameIds(deptIds, splitIds(existing.deptId))) await revokeUserSessions(tx, [existing.id]);
        if (links.roleIds) await replaceRoles(tx, [existing.id], links.roleIds);
      });
      return replyStatus(true);
    },

    async updateInfo(body: Profile, caller: AuthUser) {
      await db.user.update({ where: { id: BigInt(caller.userId) }, data: columns(body, PROFILE_FIELDS) });
      return replyStatus(true);
    },

    async remove(ids: string[], caller: AuthUser) {
      if (ids.includes(caller.userId)) throw badRequest('userRemoveSelf');
      await assertMayChangeAccounts(db, caller, ids);
      const count = await db.$transaction(async (tx) => {
        const users = await tx.user.findMany({ where: { id: { in: ids.map(BigInt) } }, select: { id: true } });
        const { count } = await tx.user.updateMany({ where: { id: { in: users.map((u) => u.id) } }, data: { isDeleted: 1 } });
        await revokeUserSessions(
          tx,
          users.map((u) => u.id),
        );
        return count;
      });
      return replyStatus(count > 0);
    },

    /** `sent`: the new password as it arrived (itself from Saber, else its md5), for the policy (password-policy.ts). */
    async updatePassword(
      q: { oldPassword: string; newPassword: string; newPassword1: string; sent: { md5: string } | { plain: string } },
      caller: AuthUser,
    ) {
      assertConfirmed(q.newPassword, q.newPassword1);
      assertPasswordAllowed(q.sent);
      const user = await getUser(caller.userId);
      if (!(await s.passwords.check(q.oldPassword, user.password)).matches) throw badRequest('userOldPasswordWrong');
      // Keeping a password someone else chose would clear the forced change without changing anything.
      if (q.newPassword === q.oldPassword) throw badRequest('userNewPasswordSame');
      return setPassword([user.id], q.newPassword, false);
    },

    /** An administrator sets one user's password (md5 hex, as the console sends it). */
    async updateUserPassword(q: { userId: string; newPassword: string; newPassword1: string }, caller: AuthUser) {
      assertConfirmed(q.newPassword, q.newPassword1);
      assertPasswordAllowed({ md5: q.newPassword });
      const user = await getUser(q.userId);
      await assertMayChangeAccounts(db, caller, [user.id]);
      return setPassword([user.id], q.newPassword, String(user.id) !== caller.userId);
    },

    /**
     * A new random password for each user, answered once to the caller (data and msg): to be changed at the next
     * sign-in, and refused once it has gone unused for account.initPasswordHours.
     */
    async resetPassword(userIds: string[], caller: AuthUser) {
      await assertMayChangeAccounts(db, caller, userIds);
      const hours = await firstPasswordHours(s);
      // The scoped read keeps another tenant's ids out of both the update and the revocation.
      const users = await db.user.findMany({
        where: { id: { in: userIds.map(BigInt) } },
        select: { id: true, account: true },
        orderBy: { account: 'asc' },
      });
      if (!users.length) return replyStatus(false);
      const issued = users.map((u) => ({ id: u.id, account: u.account, ...issuePassword() }));
      await db.$transaction(async (tx) => {
        for (const u of issued) await tx.user.update({ where: { id: u.id }, data: { password: u.hash, ...setBySomeoneElse(hours) } });
        await revokeUserSessions(
          tx,
          issued.map((u) => u.id),
        );
      });
      forgetKeptPassword(issued.map((u) => u.id));
      const passwords = issued.map(({ account, password }) => ({ account, password }));
      return replySuccess(
        'passwordsIssued',
        { hours: String(hours), list: passwords.map((p) => `${p.account}: ${p.password}`).join(', ') },
        { passwords },
      );
    },

    /** Replaces the roles of the users; the roles must belong to each user's tenant. */
    async grant(userIds: string[], roleIds: string[], caller: AuthUser) {
      const unique = [...new Set(userIds)];
      const users = await db.user.findMany({ where: { id: { in: unique.map(BigInt) } }, select: { id: true, tenantId: true } });
      if (users.length !== unique.length) throw badRequest('notFoundRecord');
      await db.$transaction(async (tx) => {
        for (const tenantId of new Set(users.map((u) => u.tenantId))) await assertLinksOfTenant(tx, caller, tenantId, { roleIds });
        await assertMayChangeLinks(tx, caller, unique, { roleIds: [...new Set(roleIds)] });
        await replaceRoles(
          tx,
          users.map((u) => u.id),
          [...new Set(roleIds)],
        );
      });
      return replyStatus(true);
    },

    async updatePlatform(p: { userId: string; userType: number; userExt: string }, caller: AuthUser) {
      const user = await getUser(p.userId);
      await assertMayChangeAccounts(db, caller, [user.id]);
      if (p.userExt.trim()) {
        try {
          JSON.parse(p.userExt);
        } catch {
          throw badRequest('userExtInvalid');
        }
      }
      // blade_user_platform has no tenant column: the scoped read of the user above is what keeps tenants apart.
      await db.userPlatform.upsert({
        where: { userId_userType: { userId: user.id, userType: p.userType } },
        create: { id: nextId(), userId: user.id, userType: p.userType, userExt: p.userExt },
        update: { userExt: p.userExt },
      });
      return replyStatus(true);
    },

    /** The extension JSON of the user's platform (its userType), or "" when none was written. */
    async platformExt(userId: bigint, userType: number): Promise<string> {
      const row = await db.userPlatform.findFirst({ where: { userId, userType } });
      return row?.userExt ?? '';
    },
  };
}
