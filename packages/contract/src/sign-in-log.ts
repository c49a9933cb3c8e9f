// The codes of 登录日志 (not in Blade): what refused or admitted an attempt, and how it signed in. The server writes
// them, the console names them in the reader's language. No imports: the console takes this file alone.

export const SIGN_IN_OUTCOMES = [
  'success',
  'bad_password',
  'unknown_account',
  'locked',
  'captcha_failed',
  'second_factor_failed',
  'provider_refused',
  'disabled',
  'refused',
] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

/** How the attempt signs in. A token refresh is not a sign-in and is never recorded. */
export const SIGN_IN_METHODS = ['password', 'sso', 'social', 'passkey'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
