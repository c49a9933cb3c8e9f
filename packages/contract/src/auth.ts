import { z } from 'zod';
import { zAccountName } from './entities/user.ts';
import { zNoData } from './common.ts';
import { defineRoute, publicAccess, rolesAccess, tokenAccess } from './route.ts';

const optionalText = z.string().trim().optional();

/** Parameters of the token endpoint; Saber sends them as query parameters, other clients as a form or JSON. */
export const ZTokenRequest = z.object({
  grant_type: z
    .string()
    .trim()
    .min(1)
    .describe(
      '`password`, `captcha` (a password sign-in with a captcha), `passkey`, `refresh_token`, `authorization_code` or `social` (a provider sign-in)',
    ),
  username: optionalText,
  password: optionalText.describe('The md5 hex of the password, as Blade clients send it'),
  refresh_token: optionalText,
  passkey: z
    .string()
    .max(20_000)
    .optional()
    .describe(
      "grant_type passkey: the browser's assertion (AuthenticationResponseJSON of @simplewebauthn/browser) as JSON text, answering a challenge of POST /blade-auth/passkey/sign-in-options. No account, password, captcha or second-factor code: the passkey is both factors",
    ),
  code: optionalText.describe("authorization_code and social: Blade's one-time code the provider sign-in handed the console"),
  redirect_uri: optionalText.describe('authorization_code: the console page the code was handed to'),
  source: optionalText.describe("social: the provider's source"),
  state: optionalText.describe('social: the state of the provider sign-in the code came from'),
  tenantId: optionalText,
  tenant_id: optionalText,
  scope: optionalText,
  type: optionalText,
});
export type TokenRequest = z.infer<typeof ZTokenRequest>;

const captchaHeaders = {
  'Captcha-Key': z
    .string()
    .optional()
    .describe(
      'The key of a captcha from GET /blade-auth/oauth/captcha: needed by grant_type captcha, and by every password sign-in while captcha mode is on',
    ),
  'Captcha-Code': z.string().optional().describe('The characters the captcha image shows (case-insensitive)'),
};

/** The headers a sign-in reads beside its parameters, as Saber's login form sends them. */
export const ZSignInHeaders = z.object({
  'Tenant-Id': z.string().optional().describe('The tenant signed into (the tenantId parameter does the same; 000000 by default)'),
  ...captchaHeaders,
  'Dept-Id': z.string().optional().describe('The dept to act in, for a user of several depts'),
  'Role-Id': z.string().optional().describe('The role to act in, for a user of several roles'),
  'Second-Factor-Code': z
    .string()
    .optional()
    .describe(
      'The code of the authenticator app (or a recovery code), for a user with a second factor: without it the sign-in is refused with error second_factor_required',
    ),
});

/** The bare success answer of the token endpoint (Blade's snake_case AuthInfo). */
export const ZTokenResponse = z.object({
  tenant_id: z.string(),
  user_id: z.string(),
  dept_id: z.string(),
  post_id: z.string(),
  role_id: z.string(),
  oauth_id: z.string(),
  account: z.string(),
  user_name: z.string(),
  nick_name: z.string(),
  real_name: z.string(),
  role_name: z.string(),
  avatar: z.string(),
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number(),
  detail: z.record(z.string(), z.unknown()),
  license: z.string(),
  /** Not Blade's: someone else set this password; every call but the password change is refused until it changes. */
  passwordChangeRequired: z.boolean(),
  /** Not Blade's: the tenant requires a second factor this user has not enrolled; only the enrolment is served until then. */
  secondFactorEnrolRequired: z.boolean(),
});
export type TokenResponse = z.infer<typeof ZTokenResponse>;

/**
 * The open-source SpringBlade sign-in (`POST /blade-auth/token`, what Saber 4.x sends): query parameters in
 * camelCase, the password SM2-encrypted with the server's public key (C1C2C3, hex).
 */
export const ZSpringTokenRequest = z.object({
  grantType: z.string().trim().min(1),
  account: optionalText,
  password: optionalText,
  refreshToken: optionalText,
  tenantId: optionalText,
  type: optionalText,
  scope: optionalText,
  source: optionalText,
  code: optionalText,
  state: optionalText,
});
export type SpringTokenRequest = z.infer<typeof ZSpringTokenRequest>;

/** The open-source answer, inside Blade's `R`: the same AuthInfo in camelCase. */
export const ZSpringAuthInfo = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('bearer'),
  expiresIn: z.number(),
  tenantId: z.string(),
  userId: z.string(),
  deptId: z.string(),
  postId: z.string(),
  roleId: z.string(),
  oauthId: z.string(),
  account: z.string(),
  userName: z.string(),
  nickName: z.string(),
  realName: z.string(),
  roleName: z.string(),
  authority: z.string(),
  avatar: z.string(),
  license: z.string(),
  detail: z.record(z.string(), z.unknown()),
  passwordChangeRequired: z.boolean(),
  secondFactorEnrolRequired: z.boolean(),
});
export type SpringAuthInfo = z.infer<typeof ZSpringAuthInfo>;

/** A captcha: the key to send back with the code, and the image as a data URL. */
const ZCaptcha = z.object({ key: z.string(), image: z.string().describe('A 130x48 PNG as a data URI: data:image/png;base64,...') });

/** Blade's bare sign-out answer (strings, as Blade writes them). */
const ZLoggedOut = z.object({ success: z.literal('true'), msg: z.string() });

const ZUserInfo = z.object({
  canSwitch: z.boolean(),
  userId: z.string(),
  tenantId: z.string(),
  account: z.string(),
  name: z.string(),
  realName: z.string(),
  avatar: z.string(),
  email: z.string(),
  phone: z.string(),
  deptId: z.string(),
  postId: z.string(),
  roleId: z.string(),
  roles: z.array(z.string()),
});

/** The bare failure answer of the token endpoint. */
export type TokenError = { error_code: number; error: string; error_description: string };

export const ZRegisterGuest = z.object({
  tenantId: z.string().trim().min(1).max(12).default('000000'),
  name: z.string().trim().min(1).max(20),
  account: zAccountName,
  password: z.string().min(1).max(100),
  oauthId: z.string().trim().max(64).optional(),
});

export const authRoutes = {
  token: defineRoute({
    method: 'POST',
    path: '/blade-auth/oauth/token',
    aliases: ['/blade-auth/oauth/token/refresh'],
    access: publicAccess,
    response: 'bare',
    answer: ZTokenResponse,
    params: ZTokenRequest,
    headers: ZSignInHeaders,
    clientAuth: true,
    summary: 'Sign in (password, captcha, passkey, a provider: authorization_code, social) or refresh a token pair',
  }),
  captcha: defineRoute({
    method: 'GET',
    path: '/blade-auth/oauth/captcha',
    access: publicAccess,
    response: 'bare',
    answer: ZCaptcha,
    summary: 'A new single-use captcha image and its key',
  }),
  logoutGet: defineRoute({
    method: 'GET',
    path: '/blade-auth/oauth/logout',
    access: publicAccess,
    response: 'bare',
    answer: ZLoggedOut,
    summary: 'Sign out',
  }),
  logoutPost: defineRoute({
    method: 'POST',
    path: '/blade-auth/oauth/logout',
    access: publicAccess,
    response: 'bare',
    answer: ZLoggedOut,
    summary: 'Sign out',
  }),
  springToken: defineRoute({
    method: 'POST',
    path: '/blade-auth/token',
    access: publicAccess,
    response: 'envelope',
    answer: ZSpringAuthInfo,
    params: ZSpringTokenRequest,
    headers: ZSignInHeaders,
    clientAuth: true,
    summary:
      'Sign in (password, captcha) or refresh a token pair, open-source SpringBlade contract (Saber 4.x): SM2-encrypted password, camelCase AuthInfo in R',
  }),
  springCaptcha: defineRoute({
    method: 'GET',
    path: '/blade-auth/captcha',
    access: publicAccess,
    response: 'envelope',
    answer: ZCaptcha,
    summary: 'A new single-use captcha image and its key, in R (open-source contract)',
  }),
  springLogoutGet: defineRoute({
    method: 'GET',
    path: '/blade-auth/logout',
    access: publicAccess,
    response: 'envelope',
    answer: z.boolean(),
    summary: 'Sign out (open-source contract)',
  }),
  springLogoutPost: defineRoute({
    method: 'POST',
    path: '/blade-auth/logout',
    access: publicAccess,
    response: 'envelope',
    answer: z.boolean(),
    summary: 'Sign out (open-source contract)',
  }),
  sm2PublicKey: defineRoute({
    method: 'GET',
    path: '/blade-auth/sm2/public-key',
    access: rolesAccess('administrator'),
    response: 'envelope',
    answer: z.object({ publicKey: z.string() }),
    summary: 'The SM2 public key a Saber console encrypts passwords with (its website.js auth.publicKey); administrators only',
  }),
  userInfo: defineRoute({
    method: 'GET',
    path: '/blade-auth/oauth/user-info',
    access: tokenAccess,
    response: 'envelope',
    answer: ZUserInfo,
    summary: 'The signed-in user and their role aliases; canSwitch when they hold several depts or roles (the dept/role switch)',
  }),
  clearCache: defineRoute({
    // Dropping every cache makes each following request rebuild it: an administrator's tool, not every user's.
    method: 'GET',
    path: '/blade-auth/oauth/clear-cache',
    access: rolesAccess('administrator'),
    response: 'bare',
    answer: ZLoggedOut,
    summary: 'Drop the server caches (menus, params, dictionaries); administrators only',
  }),
  registerGuest: defineRoute({
    method: 'POST',
    path: '/blade-system/user/register-guest',
    aliases: ['/blade-user/register-guest'],
    access: publicAccess,
    response: 'envelope',
    answer: zNoData,
    params: ZRegisterGuest,
    headers: z.object(captchaHeaders),
    summary: 'Request an account; an administrator grants it a role before it can sign in',
  }),
};
