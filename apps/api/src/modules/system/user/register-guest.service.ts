// Self-registration (`register-guest`): creates an account with no role, awaiting approval (待审核,
// user-approval.service.ts): it cannot sign in until an administrator of its tenant approves it with a role. Anyone may call it, so the cheap
// refusals come first: the per-address limit (auth.router.ts), then the switch and the captcha, and only then the
// bcrypt hash. Waiting accounts are outside the tenant's quota (tenant-guard.ts), so they cannot fill it.
//
// With `oauthId` (Blade's third-party registration) the form carries the one-time code of a provider sign-in whose
// identity no user is linked to (modules/auth/oidc): the new account is linked to that identity in the same
// transaction and the code is spent. The code proves a person just signed in at a provider the tenant's
// administrator configured, so it stands in for the captcha and for the self-registration switch; an unknown,
// spent or expired code, or one of another tenant, is refused before anything is written.
import { badRequest } from '../../../core/app-error.ts';
import { unscoped } from '../../../lib/request-context.ts';
import type { Db } from '../../../db/prisma.ts';
import { nextId } from '../../../db/snowflake.ts';
import { linkIdentity } from './link-identity.ts';
import type { CaptchaService } from '../../auth/captcha.service.ts';
import type { Passwords } from '../../auth/password.ts';
import { md5OfSent } from '../../auth/password.ts';
import { assertPasswordAllowed } from '../../auth/password-policy.ts';
import type { ParamService } from '../param/param.service.ts';
import { requireActiveTenant } from '../../auth/tenant-access.ts';
import { assertAccountQuota } from '../tenant/tenant-guard.ts';
import { assertAccountFree, lockTenantAccounts } from './user-links.ts';
import { sameBrowser } from '../../auth/oidc/browser-binding.ts';
import type { OidcTickets } from '../../auth/oidc/oidc-tickets.ts';

/**
 * `source`: where the application came from, shown in 待审核 (`register` unless a provider names itself); `oauthId`:
 * the provider sign-in's one-time code whose identity the account is linked to.
 */
export type GuestRegistration = {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  source?: string;
  oauthId?: string | undefined;
};
/** The captcha shown on the register form, sent as the sign-in form sends it (Captcha-Key / Captcha-Code). */
export type CaptchaAnswer = { key: string | undefined; code: string | undefined };

const MD5_HEX = /^[0-9a-f]{32}$/i;

export function createRegisterGuest(db: Db, params: ParamService, captcha: CaptchaService, passwords: Passwords, tickets: OidcTickets) {
  // Public: a visitor has no tenant yet; the form names it, so scoping is lifted.
  // `browser`: the digest of the provider sign-in's browser cookie: an identity is linked only in the browser that
  // went to the provider (oidc/browser-binding.ts).
  return (form: GuestRegistration, answer: CaptchaAnswer, browser?: string): Promise<void> =>
    unscoped(async () => {
      const identity = form.oauthId ? await tickets.peek('code', form.oauthId) : undefined;
      if (form.oauthId && (identity?.tenantId !== form.tenantId || !sameBrowser(identity.browser, browser)))
        throw badRequest('oidcCodeInvalid');
      if (!identity) {
        if ((await params.value('account.registerUser', 'false')) !== 'true') throw badRequest('registerClosed');
        if (!(await captcha.consume(answer.key, answer.code))) throw badRequest('captchaInvalid');
      }
      const tenant = await requireActiveTenant(db, form.tenantId);
      // The console hashes passwords before sending (md5 hex, as at sign-in); other clients may send plain text.
      const sent = MD5_HEX.test(form.password) ? { md5: form.password.toLowerCase() } : { plain: form.password };
      assertPasswordAllowed(sent);
      const md5 = md5OfSent(sent);
      const password = await passwords.hash(md5);
      await db.$transaction(async (tx) => {
        await lockTenantAccounts(tx, form.tenantId);
        await assertAccountFree(tx, form.tenantId, form.account);
        await assertAccountQuota(tx, tenant);
        const user = await tx.user.create({
          data: {
            id: nextId(),
            tenantId: form.tenantId,
            account: form.account,
            name: form.name,
            realName: form.name,
            password,
            approvalStatus: 'pending',
            approvalSource: form.source ?? (identity ? 'oidc' : 'register'),
          },
        });
        if (identity) await linkIdentity(tx, form.oauthId!, user.id);
      });
    });
}
