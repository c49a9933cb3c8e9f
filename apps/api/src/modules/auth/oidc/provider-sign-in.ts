// Blade's provider grants on the token endpoint: `authorization_code` (code, redirect_uri) and `social` (source, code,
// state) exchange the one-time code of oidc-flow.ts. They end in the password sign-in's rules: the tenant active, the
// lockout, the account enabled, the second factor of an enrolled user, roles, dept/role narrowing, forced changes (the
// token's flags) and a revocable session opened with method sso or social. An identity no user is linked to is told
// to register: the code then stays valid for the registration (register-guest's oauthId) and nothing else.
import { OIDC_LANDING_PATH } from '@blade/contract';
import type { TokenRequest } from '@blade/contract';
import { AppError, badRequest } from '../../../core/app-error.ts';
import type { Db } from '../../../db/prisma.ts';
import type { LoginLockout } from '../../../db/sql/login-lockout.ts';
import type { SignInUser, SignInTenant } from '../../../db/sql/sign-in-reads.ts';
import { SignInRefusal } from '../../log/sign-in-log.ts';
import type { SecondFactor } from '../second-factor/second-factor.service.ts';
import { secondFactorFailed, secondFactorMissing } from '../second-factor/sign-in-refusals.ts';
import { assertTenantNotExpired } from '../tenant-access.ts';
import { assertApproved } from '../approval-gate.ts';
import { sameBrowser } from './browser-binding.ts';
import type { SignInHeaders } from '../token.service.ts';
import type { OidcTickets } from './oidc-tickets.ts';
import { namingTheAccount, withAttemptedAccount } from '../../log/attempted-account.ts';

/** How long an unknown identity's code stays good for the registration form. */
const REGISTER_TTL_MS = 15 * 60_000;
/** The `error` of the refusal that asks the console for the registration dialog. */
export const REGISTRATION_REQUIRED = 'registration_required';

type Deps = {
  db: Db;
  tickets: OidcTickets;
  lockout: LoginLockout;
  secondFactor: SecondFactor;
  failCount: () => Promise<number>;
  reads: {
    tenant(tenantId: string): Promise<SignInTenant | undefined>;
    userById(tenantId: string, id: bigint): Promise<SignInUser | undefined>;
  };
};

const refused = () => new SignInRefusal(badRequest('oidcCodeInvalid'), 'provider_refused');

/** Whether the token request's redirect_uri names the console page the code was handed to. */
function landingPage(redirectUri: string | undefined): boolean {
  try {
    return !!redirectUri && new URL(redirectUri).pathname === OIDC_LANDING_PATH;
  } catch {
    return false;
  }
}

export function createProviderSignIn({ db, tickets, lockout, secondFactor, failCount, reads }: Deps) {
  /** The user the code's identity signs in as, after every check; the code is spent. */
  return async (request: TokenRequest, headers: SignInHeaders, grant: 'social' | 'authorization_code') => {
    const code = request.code;
    const ticket = await tickets.peek('code', code);
    if (!code || !ticket) throw refused();
    // Only in the browser that went to the provider: a code handed to someone else's browser signs nobody in.
    if (!sameBrowser(ticket.browser, headers.oidcBrowser)) throw refused();
    // A code is good in the tenant it was issued for only.
    const tenantId = headers.tenantId || request.tenantId || request.tenant_id || ticket.tenantId;
    if (tenantId !== ticket.tenantId) throw refused();
    if (grant === 'social') {
      const provider = await db.oidcProvider.findFirst({ where: { id: ticket.providerId, tenantId } });
      if (provider?.source !== request.source || !request.state || ticket.state !== request.state) throw refused();
    } else if (!landingPage(request.redirect_uri)) throw refused();

    const link = await db.userOauth.findFirst({ where: { tenantId, issuer: ticket.issuer ?? '', subject: ticket.subject ?? '' } });
    if (!link) {
      await tickets.extend(code, REGISTER_TTL_MS);
      // Named in the sign-in log by what the provider calls the person: no account of ours is theirs yet.
      const registrationRequired = Object.assign(new AppError(400, 'oidcRegistrationRequired'), { oauthError: REGISTRATION_REQUIRED });
      throw withAttemptedAccount(registrationRequired, ticket.username ?? ticket.email);
    }
    const [tenant, user] = await Promise.all([reads.tenant(tenantId), reads.userById(tenantId, link.userId)]);
    if (!tenant || !user) throw refused();
    return namingTheAccount(user.account, async () => {
      const attempt = { account: user.account, address: headers.address };
      if (!(await lockout.admit(tenantId, attempt, await failCount()))) throw badRequest('tooManyFailures');
      // As after a password: an enrolled user gives the code too; the one-time code waits for it (not spent yet).
      if (user.secondFactorEnrolled) {
        const second = headers.secondFactorCode?.trim();
        if (!second) throw secondFactorMissing();
        if (!(await secondFactor.spend(user.id, second))) throw secondFactorFailed();
      }
      if (!(await tickets.take('code', code))) throw refused();
      await lockout.succeeded(tenantId, attempt);
      assertTenantNotExpired(tenant);
      if (user.status !== 1) throw badRequest('userDisabled');
      // An account registered through the provider waits in 待审核 like any other application.
      assertApproved(user);
      return { user, tenant, oauthId: String(link.id) };
    });
  };
}
