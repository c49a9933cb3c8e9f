// Login CSRF: a provider sign-in belongs to the browser that started it. The start sets a random secret in an
// HttpOnly cookie and keeps its SHA-256 with the state; the provider's redirect back, Blade's one-time code and the
// registration that links an identity all need that same cookie. Without it, a link holding someone else's code
// (`/login/oidc?code=...`) would sign a victim into the attacker's account, or link the attacker's identity to an
// account the victim registers.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { newHandle } from './oidc-tickets.ts';

const COOKIE = 'blade_oidc_browser';
/** As long as the longest step it guards (a registration's code: 15 minutes). */
const MAX_AGE_MS = 15 * 60_000;

const digestOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Marks the browser starting a sign-in; answers the digest its tickets keep. */
export function bindBrowser(req: Request, res: Response): string {
  const secret = newHandle();
  // Lax: the provider's redirect back is a top-level navigation, which carries it; /api covers the token and
  // registration routes the console calls afterwards.
  res.cookie(COOKIE, secret, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/api', maxAge: MAX_AGE_MS });
  return digestOf(secret);
}

/** The digest of the sign-in browser's cookie this request carries, if any. */
export function browserOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE && value.length) return digestOf(decodeURIComponent(value.join('=')));
  }
  return undefined;
}

/** Whether a ticket was made for the browser this request comes from. */
export function sameBrowser(kept: string | null | undefined, carried: string | undefined): boolean {
  if (!kept || !carried || kept.length !== carried.length) return false;
  return timingSafeEqual(Buffer.from(kept), Buffer.from(carried));
}
