// The login captchas' statements (modules/auth/captcha.service.ts): every sign-in issues and consumes one, so both
// are prepared statements on the SQL pool. blade_captcha has no tenant column: a captcha belongs to no one until it
// is answered.
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';
import { utcTimestamp } from './sql-tx.ts';

/** Stores a captcha; expired ones are swept by the same statement (indexed on expires_at): one round trip per image. */
export async function insertCaptcha(
  sql: SqlReader,
  captcha: { key: string; code: string; issuedAt: Date; expiresAt: Date },
): Promise<void> {
  await sql.prepared(Prisma.sql`
    WITH swept AS (DELETE FROM blade_captcha WHERE expires_at < ${utcTimestamp(captcha.issuedAt)})
    INSERT INTO blade_captcha (key, code, expires_at)
    VALUES (${captcha.key}, ${captcha.code}, ${utcTimestamp(captcha.expiresAt)})`);
}

/**
 * Removes the captcha `key` and answers what it held. One DELETE ... RETURNING: of two concurrent attempts with the
 * same key, only one gets the row.
 */
export async function takeCaptcha(sql: SqlReader, key: string): Promise<{ code: string; expires_at: Date } | undefined> {
  return (
    await sql.prepared<{ code: string; expires_at: Date }>(
      Prisma.sql`DELETE FROM blade_captcha WHERE key = ${key} RETURNING code, expires_at`,
    )
  )[0];
}
