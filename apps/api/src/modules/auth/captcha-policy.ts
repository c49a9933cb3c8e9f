// Which sign-ins must answer a captcha. With captcha mode on (blade_param `account.captchaMode`, default true) every
// password sign-in does, whatever its grant_type: `password` was the way around the captcha, and five anonymous
// guesses through it were enough to lock an account. The `captcha` grant needs one even with the mode off (what the
// grant means in Blade). The one exception is a client made for scripts on purpose: `"captchaFree": true` in its
// additional_information (set through the client admin route), never on a seeded client.
import type { OAuthClient } from './client-auth.ts';

export const CAPTCHA_MODE_PARAM = 'account.captchaMode';

/** A client whose additional_information (JSON) says `"captchaFree": true`. */
export function isCaptchaFree(client: OAuthClient): boolean {
  if (!client.additionalInformation) return false;
  try {
    const info: unknown = JSON.parse(client.additionalInformation);
    return typeof info === 'object' && info !== null && (info as { captchaFree?: unknown }).captchaFree === true;
  } catch {
    return false;
  }
}

export function captchaRequired(client: OAuthClient, grant: 'password' | 'captcha', captchaMode: boolean): boolean {
  if (grant === 'captcha') return true;
  return captchaMode && !isCaptchaFree(client);
}

/** The param's value: anything but `false` keeps captcha mode on (a typo must not open the way around it). */
export const captchaModeOn = (value: string) => value.trim().toLowerCase() !== 'false';
