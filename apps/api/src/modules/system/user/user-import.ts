// Imports the rows of a user spreadsheet in one transaction. Every row is checked first (required fields, lengths,
// dates, known role/dept/post names or ids of the row's tenant, repeated accounts, existing accounts, the tenant's
// quota); rows that fail are reported (row number + reason) and not written, the others are inserted or, with
// isCovered, update the existing account. Each new account gets a random password of its own, answered once
// (the console offers them as a sheet to download), to be changed at the first sign-in.
import { textOf, zAccountName } from '@blade/contract';
import type { AppError } from '../../../core/app-error.ts';
import type { MessageKey } from '../../../core/messages.ts';
import { translate } from '../../../core/messages.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { currentContext, seesAllTenants } from '../../../lib/request-context.ts';
import { nextId } from '../../../db/snowflake.ts';
import { firstPasswordHours, issuePassword, setBySomeoneElse } from '../../auth/first-password.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import type { Services } from '../../../services.ts';
import { requireActiveTenant } from '../../auth/tenant-access.ts';
import { quotaCountedAccounts } from '../tenant/tenant-guard.ts';
import type { UserDirectory } from './user-directory.ts';
import type { SheetRow, UserColumn } from './user-excel.ts';
import { USER_COLUMNS } from './user-excel.ts';
import { lockTenantAccounts, replaceRoles } from './user-links.ts';
import { assertMayChangeLinks } from './account-policy.ts';
import { sameIds, splitIds } from './user-directory.ts';
import { adminRankOf } from '../role/admin-rank.ts';

export type ImportFailure = { row: number; account: string; reason: string };
export type ImportReport = {
  total: number;
  inserted: number;
  updated: number;
  failed: ImportFailure[];
  passwords: Array<{ account: string; password: string }>;
};

type Candidate = { row: SheetRow; tenantId: string; account: string; data: Record<string, unknown>; roleIds: string[] | undefined };
type Problem = [MessageKey, Record<string, string | number>?];
type Entry = { name: string; tenantId: string; alias?: string };

const caption = (key: UserColumn) => USER_COLUMNS.find((c) => c.key === key)!.header;
const LIMITS: Array<[UserColumn, number]> = [
  ['account', 45],
  ['name', 20],
  ['realName', 10],
  ['email', 45],
  ['phone', 45],
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Finds roles, depts or posts of a tenant by id or by name. */
function lookupOf(entries: Map<string, Entry>) {
  const byName = new Map<string, string>();
  for (const [id, e] of entries) if (!byName.has(`${e.tenantId}/${e.name}`)) byName.set(`${e.tenantId}/${e.name}`, id);
  /** Comma-separated names or ids (also "，") -> ids; the first unknown one is a problem. */
  return (text: string | undefined, field: UserColumn, tenantId: string): { ids: string[] } | { problem: Problem } => {
    const ids: string[] = [];
    for (const token of (text ?? '')
      .split(/[,，]/)
      .map((t) => t.trim())
      .filter(Boolean)) {
      const id = entries.get(token)?.tenantId === tenantId ? token : byName.get(`${tenantId}/${token}`);
      if (!id) return { problem: ['userImportUnknown', { field: caption(field), value: token }] };
      if (!ids.includes(id)) ids.push(id);
    }
    return { ids };
  };
}

export function createUserImport(s: Pick<Services, 'dates' | 'db' | 'params' | 'passwords'>, directory: UserDirectory) {
  /** Checks one row without the database (names come from the cached directory). */
  async function checker(caller: AuthUser) {
    const [roleMap, deptMap, postMap] = await Promise.all([directory.roles(caller), directory.depts(caller), directory.posts(caller)]);
    const roles = lookupOf(roleMap);
    const depts = lookupOf(deptMap);
    const posts = lookupOf(postMap);
    return (row: SheetRow): Candidate | Problem => {
      const v = row.values;
      // Before the empty-cell checks: a formula without a value reads as empty but is not what the user typed.
      const formula = row.formulaWithoutValue[0];
      if (formula) return ['importFormulaNoValue', { field: caption(formula) }];
      if (!v.account) return ['userImportAccountRequired'];
      if (!v.name) return ['userImportNameRequired'];
      for (const [field, max] of LIMITS) if ((v[field] ?? '').length > max) return ['importTooLong', { field: caption(field), max }];
      if (!zAccountName.safeParse(v.account).success) return ['importBadValue', { field: caption('account'), value: v.account }];
      if (v.email && !EMAIL.test(v.email)) return ['importBadValue', { field: caption('email'), value: v.email }];
      const birthday = v.birthday ? s.dates.parse(v.birthday) : undefined;
      if (v.birthday && !birthday) return ['importBadValue', { field: caption('birthday'), value: v.birthday }];
      // Only tenant 000000's administrator imports into other tenants; for anyone else the column is ignored.
      const tenantId = seesAllTenants(caller) && v.tenantId ? v.tenantId : caller.tenantId;
      const roleIds = roles(v.roleName, 'roleName', tenantId);
      const deptIds = depts(v.deptName, 'deptName', tenantId);
      const postIds = posts(v.postName, 'postName', tenantId);
      if ('problem' in roleIds) return roleIds.problem;
      if ('problem' in deptIds) return deptIds.problem;
      if ('problem' in postIds) return postIds.problem;
      if (adminRankOf(roleIds.ids.map((id) => roleMap.get(id)?.alias ?? '')) > adminRankOf(caller.roleAliases))
        return ['userGrantAdministrator'];
      // Empty cells leave an existing account's values as they are.
      const data: Record<string, unknown> = { name: v.name };
      if (v.realName) data.realName = v.realName;
      if (v.email) data.email = v.email;
      if (v.phone) data.phone = v.phone;
      if (birthday) data.birthday = birthday;
      if (v.deptName) data.deptId = deptIds.ids.join(',');
      if (v.postName) data.postId = postIds.ids.join(',');
      return { row, tenantId, account: v.account, data, roleIds: v.roleName ? roleIds.ids : undefined };
    };
  }

  return async function importUsers(rows: SheetRow[], covered: boolean, caller: AuthUser): Promise<ImportReport> {
    const language = currentContext().language;
    const failed: ImportFailure[] = [];
    const fail = (row: SheetRow, [key, params]: Problem) =>
      failed.push({ row: row.row, account: row.values.account ?? '', reason: translate(key, language, params) });

    const check = await checker(caller);
    const candidates: Candidate[] = [];
    const firstRow = new Map<string, number>();
    for (const row of rows) {
      const c = check(row);
      if (Array.isArray(c)) {
        fail(row, c);
        continue;
      }
      const seen = firstRow.get(`${c.tenantId}/${c.account}`);
      if (seen !== undefined) fail(row, ['userImportDuplicate', { account: c.account, row: seen }]);
      else {
        firstRow.set(`${c.tenantId}/${c.account}`, row.row);
        candidates.push(c);
      }
    }

    const tenants = new Map<string, { accountNumber: number }>();
    for (const tenantId of new Set(candidates.map((c) => c.tenantId))) {
      try {
        tenants.set(tenantId, await requireActiveTenant(s.db, tenantId));
      } catch (error) {
        const reason = (error as AppError).messageIn(language);
        for (const c of candidates) if (c.tenantId === tenantId) failed.push({ row: c.row.row, account: c.account, reason });
      }
    }
    const ready = candidates.filter((c) => tenants.has(c.tenantId));
    let inserted = 0;
    let updated = 0;
    const issued: Array<{ account: string; password: string }> = [];
    if (ready.length) {
      const firstPassword = setBySomeoneElse(await firstPasswordHours(s));
      await s.db.$transaction(
        async (tx) => {
          for (const tenantId of [...tenants.keys()].sort()) await lockTenantAccounts(tx, tenantId);
          const existing = await tx.user.findMany({
            where: {
              OR: [...tenants.keys()].map((tenantId) => ({
                tenantId,
                account: { in: ready.filter((c) => c.tenantId === tenantId).map((c) => c.account) },
              })),
            },
            select: { id: true, tenantId: true, account: true, deptId: true },
          });
          const idOf = new Map(existing.map((u) => [`${u.tenantId}/${u.account}`, u.id]));
          const deptsOf = new Map(existing.map((u) => [u.id, splitIds(u.deptId)]));
          // The account rules hold for the whole file: one row over an administrator or over the caller's own roles
          // or depts refuses the import (403), nothing written.
          if (covered) {
            for (const c of ready) {
              const id = idOf.get(`${c.tenantId}/${c.account}`);
              const deptIds = c.data.deptId === undefined ? undefined : splitIds(textOf(c.data.deptId));
              if (id !== undefined) await assertMayChangeLinks(tx, caller, [id], { roleIds: c.roleIds, deptIds });
            }
          }
          const used = new Map<string, number>();
          for (const [tenantId, t] of tenants)
            if (t.accountNumber >= 0) used.set(tenantId, await tx.user.count({ where: quotaCountedAccounts(tenantId) }));

          const creates: Array<
            Record<string, unknown> & {
              id: bigint;
              tenantId: string;
              account: string;
              password: string;
              passwordChangeRequired: boolean;
              passwordExpiresAt: Date;
            }
          > = [];
          const links: Array<{ id: bigint; userId: bigint; roleId: bigint }> = [];
          for (const c of ready) {
            const id = idOf.get(`${c.tenantId}/${c.account}`);
            if (id !== undefined) {
              if (!covered) {
                fail(c.row, ['userExists', { account: c.account }]);
                continue;
              }
              await tx.user.update({ where: { id }, data: c.data });
              // A moved user's tokens carry the old departments' data scope: they end, as with a role change.
              if (c.data.deptId !== undefined && !sameIds(splitIds(textOf(c.data.deptId)), deptsOf.get(id)!))
                await revokeUserSessions(tx, [id]);
              if (c.roleIds) await replaceRoles(tx, [id], c.roleIds);
              updated++;
              continue;
            }
            // assertAccountQuota's rule, counted across the rows of this file.
            const quota = tenants.get(c.tenantId)!.accountNumber;
            const count = used.get(c.tenantId) ?? 0;
            if (quota >= 0 && count >= quota) {
              fail(c.row, ['tenantQuotaReached']);
              continue;
            }
            used.set(c.tenantId, count + 1);
            const userId = nextId();
            // Each new account its own random password, answered once to the importer: changed at the first sign-in.
            const { password, hash } = issuePassword();
            issued.push({ account: c.account, password });
            creates.push({ ...c.data, id: userId, tenantId: c.tenantId, account: c.account, password: hash, ...firstPassword });
            for (const roleId of c.roleIds ?? []) links.push({ id: nextId(), userId, roleId: BigInt(roleId) });
          }
          if (creates.length) await tx.user.createMany({ data: creates });
          if (links.length) await tx.userRole.createMany({ data: links });
          inserted = creates.length;
        },
        { timeout: 60_000 },
      );
    }
    failed.sort((a, b) => a.row - b.row);
    return { total: rows.length, inserted, updated, failed, passwords: issued };
  };
}
