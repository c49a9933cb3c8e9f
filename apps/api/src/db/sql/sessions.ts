// The statements of server-side sessions that run on every sign-in and every request (modules/auth/sessions.ts):
// prepared on the SQL pool, where the ORM compiled them anew each time (and planning the lookup cost PostgreSQL
// more than running it). blade_auth_session has no tenant column: a session is found by its id, from a verified token.
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';
import { utcTimestamp } from './sql-tx.ts';

export type SessionRow = { user_id: bigint; expires_at: Date; revoked_at: Date | null };

/** Inserts a session; expired rows are of no use to anyone, so the same statement sweeps them (indexed on expires_at). */
export async function insertSession(
  sql: SqlReader,
  session: { id: string; userId: bigint; refreshId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await sql.prepared(Prisma.sql`
    WITH swept AS (DELETE FROM blade_auth_session WHERE expires_at < ${utcTimestamp(session.createdAt)})
    INSERT INTO blade_auth_session (id, user_id, refresh_id, created_at, expires_at)
    VALUES (${session.id}, ${session.userId}, ${session.refreshId}, ${utcTimestamp(session.createdAt)}, ${utcTimestamp(session.expiresAt)})`);
}

/** The session with this id, or undefined. */
export async function sessionById(sql: SqlReader, sessionId: string): Promise<SessionRow | undefined> {
  return (
    await sql.prepared<SessionRow>(Prisma.sql`SELECT user_id, expires_at, revoked_at FROM blade_auth_session WHERE id = ${sessionId}`)
  )[0];
}
