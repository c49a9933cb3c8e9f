// The second factor (TOTP, an authenticator app): a user's own enrolment from 个人信息, an administrator's reset, and
// the tenant's rule of who must have one. The sign-in itself takes the code in the `Second-Factor-Code` header of the
// token endpoint (auth.ts).
import { z } from 'zod';
import { ZIdList, zNoData } from './common.ts';
import { defineRoute, permissionAccess, rolesAccess, tokenAccess } from './route.ts';

/** Who must sign in with a second factor in a tenant: nobody, the tenant's administrators, or every user. */
export const SECOND_FACTOR_MODES = ['off', 'admins', 'everyone'] as const;
export type SecondFactorMode = (typeof SECOND_FACTOR_MODES)[number];

/** The sign-in header carrying the six digits of the authenticator app, or a recovery code. */
export const SECOND_FACTOR_HEADER = 'Second-Factor-Code';
/**
 * The machine-readable reason of a token refusal that wants a code (`error` of the OAuth answer), and the value of
 * the `Blade-Second-Factor` header on that refusal and on every call refused until an enrolment is done.
 */
export const SECOND_FACTOR_REQUIRED = 'second_factor_required';
export const SECOND_FACTOR_ENROL = 'enrol';

/** Six digits, or a recovery code (letters and digits, a dash allowed), as typed. */
const zCode = z.string().trim().min(1).max(32);

const ZStatus = z.object({
  enabled: z.boolean(),
  /** The tenant's rule asks this user for a second factor. */
  required: z.boolean(),
  recoveryCodesLeft: z.number(),
});

export const secondFactorRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/blade-auth/second-factor/status',
    access: tokenAccess,
    response: 'envelope',
    answer: ZStatus,
    summary: "The caller's second factor: enrolled or not, required by the tenant or not, recovery codes left",
  }),
  start: defineRoute({
    method: 'POST',
    path: '/blade-auth/second-factor/start',
    access: tokenAccess,
    response: 'envelope',
    answer: z.object({
      secret: z.string().describe('The base32 secret, for typing into an app that cannot scan'),
      uri: z.string().describe('The otpauth:// URI the QR code holds'),
      qrCode: z.string().describe('The QR code as a data URL (image/png)'),
    }),
    summary: 'Begin an enrolment: a new secret (any unconfirmed one is replaced); refused while a second factor is enabled',
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/blade-auth/second-factor/confirm',
    access: tokenAccess,
    response: 'envelope',
    answer: z.object({ recoveryCodes: z.array(z.string()).describe('Ten single-use codes, shown this once') }),
    body: z.object({ code: zCode }),
    summary: 'Finish an enrolment with a current code from the app; answers the recovery codes once',
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/blade-auth/second-factor/disable',
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    body: z.object({
      code: zCode,
      password: z.string().min(1).max(64).describe('The md5 hex of the password, as at sign-in'),
    }),
    summary: "Turn the caller's second factor off, with a current code (or a recovery code) and the password",
  }),
  reset: defineRoute({
    method: 'POST',
    path: '/blade-system/user/reset-second-factor',
    access: permissionAccess('user_second_factor'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ userIds: ZIdList }),
    summary: "Remove users' second factor (a lost phone); they enrol again, when the tenant requires it at their next sign-in",
  }),
  tenantMode: defineRoute({
    method: 'GET',
    path: '/blade-system/tenant/second-factor',
    access: rolesAccess('administrator', 'admin'),
    response: 'envelope',
    answer: z.object({ tenantId: z.string(), mode: z.enum(SECOND_FACTOR_MODES) }),
    query: z.object({ tenantId: z.string().trim().max(12).optional() }),
    summary: "Who must sign in with a second factor in a tenant (the caller's by default; a tenant admin only their own)",
  }),
  setTenantMode: defineRoute({
    method: 'POST',
    path: '/blade-system/tenant/second-factor',
    access: rolesAccess('administrator', 'admin'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ tenantId: z.string().trim().max(12).optional(), mode: z.enum(SECOND_FACTOR_MODES) }),
    summary: "Set who must sign in with a second factor: off, admins or everyone (a tenant admin only their own tenant's)",
  }),
};
