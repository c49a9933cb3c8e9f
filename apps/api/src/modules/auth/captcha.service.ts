// Login captchas: a five-character image, single-use, case-insensitive, valid 30 minutes, kept in Postgres so any
// API instance can check a code another one issued. Every sign-in issues and consumes one, so both are prepared
// statements on the SQL pool (db/sql-reader.ts) rather than ORM queries compiled anew each time. blade_captcha has no
// tenant column: a captcha belongs to no one until it is answered.
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { Prisma } from '../../db/prisma.ts';
import type { SqlReader } from '../../db/sql-reader.ts';
import { utcTimestamp } from '../../db/sql-tx.ts';
import { captchaPng } from './captcha-image.ts';

const LIFETIME_MS = 30 * 60 * 1000;

export function createCaptchaService(sql: SqlReader, now: () => Date = () => new Date()) {
  return {
    async issue(): Promise<{ key: string; image: string }> {
      const { text, data } = svgCaptcha.create({ size: 5, noise: 2, width: 130, height: 48, ignoreChars: '0oO1ilI' });
      const key = randomUUID().replace(/-/g, '');
      const at = now();
      // Expired captchas are swept in the same statement (indexed on expires_at): one round trip per image.
      await sql.prepared(Prisma.sql`
        WITH swept AS (DELETE FROM blade_captcha WHERE expires_at < ${utcTimestamp(at)})
        INSERT INTO blade_captcha (key, code, expires_at)
        VALUES (${key}, ${text.toLowerCase()}, ${utcTimestamp(new Date(at.getTime() + LIFETIME_MS))})`);
      return { key, image: captchaPng(data) };
    },

    /** True when the code matches. The captcha is consumed either way: a guess costs the attacker a new image. */
    async consume(key: string | undefined, code: string | undefined): Promise<boolean> {
      if (!key || !code) return false;
      // One DELETE ... RETURNING: of two concurrent attempts with the same key, only one gets the row.
      const [row] = await sql.prepared<{ code: string; expires_at: Date }>(
        Prisma.sql`DELETE FROM blade_captcha WHERE key = ${key} RETURNING code, expires_at`,
      );
      return !!row && row.expires_at > now() && row.code === code.trim().toLowerCase();
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
