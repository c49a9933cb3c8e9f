// Login captchas: a five-character image, single-use, case-insensitive, valid 30 minutes, kept in Postgres so any
// API instance can check a code another one issued. Every sign-in issues and consumes one: the statements
// (db/sql/captchas.ts) are prepared on the SQL pool rather than ORM queries compiled anew each time.
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { SqlReader } from '../../db/sql/sql-reader.ts';
import { insertCaptcha, takeCaptcha } from '../../db/sql/captchas.ts';
import { captchaPng } from './captcha-image.ts';

const LIFETIME_MS = 30 * 60 * 1000;

export function createCaptchaService(sql: SqlReader, now: () => Date = () => new Date()) {
  return {
    async issue(): Promise<{ key: string; image: string }> {
      const { text, data } = svgCaptcha.create({ size: 5, noise: 2, width: 130, height: 48, ignoreChars: '0oO1ilI' });
      const key = randomUUID().replace(/-/g, '');
      const at = now();
      await insertCaptcha(sql, { key, code: text.toLowerCase(), issuedAt: at, expiresAt: new Date(at.getTime() + LIFETIME_MS) });
      return { key, image: captchaPng(data) };
    },

    /** True when the code matches. The captcha is consumed either way: a guess costs the attacker a new image. */
    async consume(key: string | undefined, code: string | undefined): Promise<boolean> {
      if (!key || !code) return false;
      const row = await takeCaptcha(sql, key);
      return !!row && row.expires_at > now() && row.code === code.trim().toLowerCase();
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
