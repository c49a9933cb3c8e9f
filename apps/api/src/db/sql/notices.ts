// The inbox's count of unread notices: one statement instead of reading every notice and every read mark.
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';
import { utcTimestamp } from './sql-tx.ts';

/** Notices of tenant `tenantId` released by `now` that user `userId` has not read. */
export async function unreadNotices(sql: SqlReader, tenantId: string, userId: bigint, now: Date): Promise<number> {
  const [counted] = await sql.query<{ unread: number }>(Prisma.sql`
    SELECT count(*)::int AS unread FROM blade_notice n
    WHERE n.tenant_id = ${tenantId} AND n.is_deleted = 0
      AND (n.release_time IS NULL OR n.release_time <= ${utcTimestamp(now)})
      AND NOT EXISTS (SELECT 1 FROM blade_notice_read r WHERE r.notice_id = n.id AND r.user_id = ${userId})`);
  return counted?.unread ?? 0;
}
