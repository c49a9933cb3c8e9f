// Login captchas: a five-character image, single-use, case-insensitive, valid 30 minutes, kept in Postgres so any
// API instance can check a code another one issued.
import { randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/prisma.ts';
import { captchaPng } from './captcha-image.ts';

const LIFETIME_MS = 30 * 60 * 1000;

export function createCaptchaService(db: Db, now: () => Date = () => new Date()) {
  return {
    async issue(): Promise<{ key: string; image: string }> {
      const { text, data } = svgCaptcha.create({ size: 5, noise: 2, width: 130, height: 48, ignoreChars: '0oO1ilI' });
      const key = randomUUID().replace(/-/g, '');
      const at = now();
      await db.captcha.deleteMany({ where: { expiresAt: { lt: at } } });
      await db.captcha.create({ data: { key, code: text.toLowerCase(), expiresAt: new Date(at.getTime() + LIFETIME_MS) } });
      return { key, image: captchaPng(data) };
    },

    /** True when the code matches. The captcha is consumed either way: a guess costs the attacker a new image. */
    async consume(key: string | undefined, code: string | undefined): Promise<boolean> {
      if (!key || !code) return false;
      // One DELETE ... RETURNING: of two concurrent attempts with the same key, only one gets the row.
      const row = await db.captcha.delete({ where: { key } }).catch(() => undefined);
      return !!row && row.expiresAt > now() && row.code === code.trim().toLowerCase();
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
