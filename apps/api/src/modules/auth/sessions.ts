// Server-side sessions: the one mechanism that ends tokens before they expire. Every access and refresh token names
// its session (`sid`); a request or a refresh is honoured only while that session is open. Signing out ends one
// session; a password, status or role change, or a removal, ends all of a user's sessions with revokeUserSessions.
import { randomUUID } from 'node:crypto';
import type { DbClient } from '../../db/prisma.ts';
import type { SqlReader } from '../../db/sql/sql-reader.ts';
import { insertSession, sessionById, touchSession } from '../../db/sql/sessions.ts';
import type { SignInMethod } from '@blade/contract/sign-in-log';

export type SessionTokens = { sessionId: string; refreshId: string };
/** What 在线用户 shows of a session beside its user: how it was opened and from where. */
export type SessionFacts = { method: SignInMethod; remoteIp?: string | null; userAgent?: string | null };

/** A session's last-seen time moves at most this often, so a busy session costs one write a minute, not one a request. */
export const LAST_SEEN_STEP_MS = 60_000;

const expiryAfter = (lifetimeSeconds: number) => new Date(Date.now() + lifetimeSeconds * 1000);

/**
 * Opens a session for a sign-in; it lasts as long as the longer-lived of its tokens. A prepared statement on the SQL
 * pool (db/sql/sessions.ts): it runs on every sign-in, where the ORM compiled its two queries anew each time.
 */
export async function openSession(
  sql: SqlReader,
  user: { id: bigint; tenantId: string },
  lifetimeSeconds: number,
  facts: SessionFacts,
): Promise<SessionTokens> {
  const tokens = { sessionId: randomUUID(), refreshId: randomUUID() };
  const now = new Date();
  await insertSession(sql, user.tenantId, {
    id: tokens.sessionId,
    userId: user.id,
    tenantId: user.tenantId,
    refreshId: tokens.refreshId,
    createdAt: now,
    expiresAt: expiryAfter(lifetimeSeconds),
    method: facts.method,
    remoteIp: facts.remoteIp?.slice(0, 255) ?? null,
    userAgent: facts.userAgent?.slice(0, 1000) ?? null,
  });
  return tokens;
}

/**
 * Spends the refresh token `refreshId` of session `sessionId` and answers the id of its successor, or undefined when
 * the session is closed or that refresh token was already spent. A spent token coming back means it was copied
 * (or stolen): the session is ended, so neither the thief nor the owner keeps going on it.
 */
export async function rotateRefresh(
  db: DbClient,
  session: SessionTokens & { userId: bigint },
  lifetimeSeconds: number,
): Promise<string | undefined> {
  const next = randomUUID();
  // One conditional UPDATE: of two instances spending the same token at once, exactly one matches the row.
  const { count } = await db.authSession.updateMany({
    where: { id: session.sessionId, userId: session.userId, refreshId: session.refreshId, revokedAt: null, expiresAt: { gt: new Date() } },
    data: { refreshId: next, expiresAt: expiryAfter(lifetimeSeconds), lastSeenAt: new Date() },
  });
  if (count === 1) return next;
  await revokeSession(db, session.sessionId);
  return undefined;
}

/** Ends one session (sign-out, or a refresh token replayed). */
export async function revokeSession(db: DbClient, sessionId: string): Promise<void> {
  await db.authSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/**
 * Ends every session of these users at once: their access tokens are refused on the next request, on every API
 * instance (a database trigger notifies the others), and their refresh tokens mint nothing more. Call it from
 * every write that changes who a user is or what they may do: password set or reset, status change, roles
 * replaced, account removed. Pass the transaction of that write, so both happen or neither.
 */
export async function revokeUserSessions(db: DbClient, userIds: Iterable<bigint | string>): Promise<void> {
  const ids = [...new Set([...userIds].map((id) => BigInt(id)))];
  if (!ids.length) return;
  await db.authSession.updateMany({ where: { userId: { in: ids }, revokedAt: null }, data: { revokedAt: new Date() } });
}

/**
 * Per request: is the token's session still open, and the user's? Read from the database every time (one primary-key
 * lookup): a per-process cache dropped by NOTIFY left a window in which another instance still honoured a token just
 * revoked (seen under load: a password reset at B, the old token still answered at A). Revocation is exact.
 * The lookup is a prepared statement on the SQL pool: it runs on every request, and through the ORM its compilation
 * cost more than the lookup itself (and planning it, more than running it). The statements: db/sql/sessions.ts.
 */
export function createSessionCheck(sql: SqlReader, onError: (e: unknown) => void = () => {}) {
  return async (sessionId: string, userId: string, tenantId: string): Promise<boolean> => {
    const session = await sessionById(sql, tenantId, sessionId);
    const now = new Date();
    const open = !!session && !session.revoked_at && session.expires_at > now && String(session.user_id) === userId;
    // Not awaited: the request does not wait for its session's last-seen time, and a failed write only leaves it older.
    if (open && now.getTime() - session.last_seen_at.getTime() >= LAST_SEEN_STEP_MS) {
      touchSession(sql, tenantId, sessionId, now, new Date(now.getTime() - LAST_SEEN_STEP_MS)).catch(onError);
    }
    return open;
  };
}
