// The statements of server-side sessions that run on every sign-in and every request (modules/auth/sessions.ts):
// prepared on the SQL pool, where the ORM compiled them anew each time (and planning the lookup cost PostgreSQL
// more than running it). A session is found by its id and the tenant of the verified token that names it.
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';
import { utcTimestamp } from './sql-tx.ts';
import type { Tenant } from './tenant.ts';
import { sameTenant, writtenTenant } from './tenant.ts';

export type SessionRow = { user_id: bigint; expires_at: Date; revoked_at: Date | null; last_seen_at: Date };

/** Inserts a session; expired rows are of no use to anyone, so the same statement sweeps them (indexed on expires_at). */
export async function insertSession(
  sql: SqlReader,
  tenant: Tenant,
  session: {
    id: string;
    userId: bigint;
    tenantId: string;
    refreshId: string;
    createdAt: Date;
    expiresAt: Date;
    method: string;
    remoteIp: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  const created = utcTimestamp(session.createdAt);
  await sql.prepared(Prisma.sql`
    WITH swept AS (DELETE FROM blade_auth_session WHERE expires_at < ${created})
    INSERT INTO blade_auth_session
      (id, user_id, tenant_id, refresh_id, created_at, last_seen_at, expires_at, method, remote_ip, user_agent)
    VALUES (${session.id}, ${session.userId}, ${writtenTenant(tenant, session.tenantId)}, ${session.refreshId}, ${created}, ${created},
      ${utcTimestamp(session.expiresAt)}, ${session.method}, ${session.remoteIp}, ${session.userAgent})`);
}

/** Moves a session's last-seen time to `now` unless it was moved after `staleBefore` (by another request or instance). */
export async function touchSession(sql: SqlReader, tenant: Tenant, sessionId: string, now: Date, staleBefore: Date): Promise<void> {
  await sql.prepared(Prisma.sql`
    UPDATE blade_auth_session SET last_seen_at = ${utcTimestamp(now)}
    WHERE id = ${sessionId} AND ${sameTenant(tenant)} AND last_seen_at < ${utcTimestamp(staleBefore)}`);
}

/** The session with this id, or undefined. */
export async function sessionById(sql: SqlReader, tenant: Tenant, sessionId: string): Promise<SessionRow | undefined> {
  return (
    await sql.prepared<SessionRow>(
      Prisma.sql`SELECT user_id, expires_at, revoked_at, last_seen_at FROM blade_auth_session WHERE id = ${sessionId} AND ${sameTenant(tenant)}`,
    )
  )[0];
}
