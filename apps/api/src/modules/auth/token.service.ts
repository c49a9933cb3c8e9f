// The token endpoint's grants (blade-api §2.1): password and captcha sign-in, refresh, the provider sign-ins
// (authorization_code, social) of oidc/provider-sign-in.ts and (not Blade's) passkey.
import type { TokenRequest, TokenResponse } from '@blade/contract';
import { PASSKEY_GRANT } from '@blade/contract';
import { AppError, badRequest } from '../../core/app-error.ts';
import { firstPasswordExpired } from './first-password.ts';
import { unscoped } from '../../lib/request-context.ts';
import type { Cache } from '../../core/cache.ts';
import type { Db } from '../../db/prisma.ts';
import type { SqlReader } from '../../db/sql/sql-reader.ts';
import { assertTenantNotExpired, DEFAULT_TENANT_ID, requireActiveTenant } from './tenant-access.ts';
import type { CaptchaService } from './captcha.service.ts';
import { CAPTCHA_MODE_PARAM, captchaModeOn, captchaRequired } from './captcha-policy.ts';
import type { OAuthClient } from './client-auth.ts';
import { clientAllowsGrant, createClientAuth } from './client-auth.ts';
import type { AccessClaims, RefreshClaims } from './jwt.ts';
import { signToken, verifyRefreshToken } from './jwt.ts';
import type { LoginLockout } from '../../db/sql/login-lockout.ts';
import type { Passwords } from './password.ts';
import type { SessionTokens } from './sessions.ts';
import { openSession, rotateRefresh } from './sessions.ts';
import type { SignInUser } from '../../db/sql/sign-in-reads.ts';
import { createSignInReads } from '../../db/sql/sign-in-reads.ts';
import { EVERY_TENANT } from '../../db/sql/tenant.ts';
import type { SecondFactor } from './second-factor/second-factor.service.ts';
import { secondFactorModeOf, secondFactorRequired } from './second-factor/second-factor-policy.ts';
import { secondFactorFailed, secondFactorMissing } from './second-factor/sign-in-refusals.ts';
import { SignInRefusal } from '../log/sign-in-log.ts';
import { assertApproved } from './approval-gate.ts';
import type { Passkeys } from './passkeys/passkey.service.ts';
import type { RelyingParty } from './passkeys/relying-party.ts';
import type { OidcTickets } from './oidc/oidc-tickets.ts';
import { createProviderSignIn } from './oidc/provider-sign-in.ts';
import { namingTheAccount } from '../log/attempted-account.ts';

const LICENSE = 'powered by blade console';

/** The sign-in headers Saber sends (case-insensitive, as Express reads them). */
export type SignInHeaders = {
  authorization?: string;
  tenantId?: string;
  captchaKey?: string;
  captchaCode?: string;
  deptId?: string;
  roleId?: string;
  /** The authenticator code or a recovery code (Second-Factor-Code), for a user with a second factor. */
  secondFactorCode?: string;
  /** The caller's rate-limit key (core/address-key.ts): the sign-in lockout counts per account and this. */
  address: string;
  /** The caller's address and agent as the logs keep them, shown in 在线用户 (modules/log/sign-in-log.ts). */
  client?: { remoteIp: string | null; userAgent: string | null };
  /** Whose passkeys a passkey sign-in accepts, and from which origins (passkeys/relying-party.ts). */
  relyingParty?: RelyingParty;
  /** The digest of the provider sign-in's browser cookie (oidc/browser-binding.ts). */
  oidcBrowser?: string;
};

/** The settings the sign-in reads (blade_param, kept by the system domain's param service). */
type SignInSettings = {
  value(key: string, fallback: string): Promise<string>;
  numberValue(key: string, fallback: number): Promise<number>;
};

type Deps = {
  db: Db;
  sql: SqlReader;
  cache: Cache;
  jwtSecret: string;
  params: SignInSettings;
  captcha: CaptchaService;
  lockout: LoginLockout;
  passwords: Passwords;
  secondFactor: SecondFactor;
  passkeys: Passkeys;
  oidcTickets: OidcTickets;
};

/** A session lasts as long as the longer-lived of the tokens it hands out. */
const sessionLifetime = (client: OAuthClient) => Math.max(client.accessTokenValidity, client.refreshTokenValidity);

export function createTokenService({
  db,
  sql,
  cache,
  jwtSecret,
  params,
  captcha,
  lockout,
  passwords,
  secondFactor,
  passkeys,
  oidcTickets,
}: Deps) {
  async function issue(
    client: OAuthClient,
    user: SignInUser,
    want: { deptId?: string | undefined; roleId?: string | undefined },
    session: SessionTokens,
    tenantSecondFactor: string,
    oauthId = '',
  ): Promise<TokenResponse> {
    let roles = user.roles;
    const roleSwitch = !!want.roleId && roles.length > 1 && roles.some((r) => String(r.id) === want.roleId);
    if (roleSwitch) roles = roles.filter((r) => String(r.id) === want.roleId);
    if (roles.length === 0) throw badRequest('noRoles');
    let deptIds = (user.deptId ?? '').split(',').filter(Boolean);
    if (want.deptId && deptIds.includes(want.deptId)) deptIds = [want.deptId];

    const base = {
      tenant_id: user.tenantId,
      user_id: String(user.id),
      dept_id: deptIds.join(','),
      post_id: user.postId ?? '',
      role_id: roles.map((r) => String(r.id)).join(','),
      role_name: roles.map((r) => r.roleAlias).join(','),
      account: user.account,
      user_name: user.account,
      nick_name: user.realName ?? user.name ?? user.account,
      oauth_id: oauthId,
    };
    const access: AccessClaims = {
      ...base,
      token_type: 'access_token',
      detail: { type: 'web' },
      client_id: client.clientId,
      ...(roleSwitch ? { role_switch: true } : {}),
      sid: session.sessionId,
    };
    const refresh: RefreshClaims = {
      token_type: 'refresh_token',
      user_id: base.user_id,
      tenant_id: base.tenant_id,
      dept_id: base.dept_id,
      role_id: base.role_id,
      client_id: client.clientId,
      sid: session.sessionId,
      jti: session.refreshId,
    };
    return {
      ...base,
      real_name: user.realName ?? '',
      avatar: user.avatar ?? '',
      access_token: signToken(access, jwtSecret, client.accessTokenValidity),
      refresh_token: signToken(refresh, jwtSecret, client.refreshTokenValidity),
      token_type: 'bearer',
      expires_in: client.accessTokenValidity,
      detail: { type: 'web' },
      license: LICENSE,
      // Not Blade's: tells the console to ask for a new password first (password-change-gate.ts refuses the rest).
      passwordChangeRequired: user.passwordChangeRequired,
      // Not Blade's either: the tenant wants a second factor this user has not set up (second-factor-gate.ts).
      secondFactorEnrolRequired:
        !user.secondFactorEnrolled &&
        secondFactorRequired(
          secondFactorModeOf(tenantSecondFactor),
          roles.map((r) => r.roleAlias),
        ),
    };
  }

  const reads = createSignInReads(sql);
  const authenticateClient = createClientAuth(sql, cache);
  const providerUser = createProviderSignIn({
    db,
    tickets: oidcTickets,
    lockout,
    secondFactor,
    failCount: () => params.numberValue('account.failCount', 5),
    reads,
  });

  async function providerSignIn(
    client: OAuthClient,
    request: TokenRequest,
    headers: SignInHeaders,
    grant: 'social' | 'authorization_code',
  ) {
    const { user, tenant, oauthId } = await providerUser(request, headers, grant);
    const method = grant === 'social' ? 'social' : 'sso';
    const session = await openSession(sql, user, sessionLifetime(client), { method, ...headers.client });
    return issue(client, user, { deptId: headers.deptId, roleId: headers.roleId }, session, tenant.secondFactor, oauthId);
  }

  async function signIn(client: OAuthClient, request: TokenRequest, headers: SignInHeaders, grant: 'password' | 'captcha') {
    const tenantId = headers.tenantId || request.tenantId || request.tenant_id || DEFAULT_TENANT_ID;
    const account = request.username;
    const password = request.password;
    if (!account || !password) throw badRequest('credentialsRequired');
    // The captcha goes first: a wrong one must not reveal anything about the account, nor count against it.
    const captchaMode = captchaModeOn(await params.value(CAPTCHA_MODE_PARAM, 'true'));
    if (captchaRequired(client, grant, captchaMode) && !(await captcha.consume(headers.captchaKey, headers.captchaCode))) {
      throw badRequest('captchaInvalid');
    }
    // Counted before the password is checked, in one statement with the decision (db/sql/login-lockout.ts).
    const attempt = { account, address: headers.address };
    if (!(await lockout.admit(tenantId, attempt, await params.numberValue('account.failCount', 5)))) throw badRequest('tooManyFailures');

    // An unknown tenant, an unknown account and a wrong password get one answer after the same work (a bcrypt
    // compare, an attempt counted), so a visitor cannot list tenants or accounts. Only the holder of the right
    // password learns more (expired tenant, disabled account).
    const [tenant, user] = await Promise.all([reads.tenant(tenantId), reads.userByAccount(tenantId, account)]);
    // An unknown account is compared with the decoy, so a miss costs the time of a wrong password.
    const check = await passwords.check(password, user?.password ?? (await passwords.decoy()));
    if (!tenant || !user || !check.matches) {
      throw new SignInRefusal(badRequest('badCredentials'), user ? 'bad_password' : 'unknown_account');
    }
    // The right password of an enrolled user still counts as a failure until the code is right too: wrong codes
    // meet the lockout like wrong passwords.
    if (user.secondFactorEnrolled) {
      const code = headers.secondFactorCode?.trim();
      if (!code) throw secondFactorMissing();
      if (!(await secondFactor.spend(user.id, code))) throw secondFactorFailed();
    }
    await lockout.succeeded(tenantId, attempt);
    assertTenantNotExpired(tenant);
    if (user.status !== 1) throw badRequest('userDisabled');
    assertApproved(user);
    // A password someone else set signs in for a while only: left unused, it may have leaked where it waited.
    if (firstPasswordExpired(user)) throw badRequest('firstPasswordExpired');
    if (check.needsUpgrade) {
      await db.user.update({ where: { id: user.id }, data: { password: await passwords.hash(password) } });
    }
    const session = await openSession(sql, user, sessionLifetime(client), { method: 'password', ...headers.client });
    return issue(client, user, { deptId: headers.deptId, roleId: headers.roleId }, session, tenant.secondFactor);
  }

  /**
   * A passkey instead of the password, captcha and second factor: the passkey verified with user verification is
   * both factors. Then the password sign-in's rules: the lockout (counted before the signature is checked, cleared by
   * a success), tenant, account status, a first password gone stale, roles and depts; a session of method passkey.
   */
  async function passkeySignIn(client: OAuthClient, request: TokenRequest, headers: SignInHeaders) {
    const tenantId = headers.tenantId || request.tenantId || request.tenant_id || DEFAULT_TENANT_ID;
    const { relyingParty } = headers;
    if (!relyingParty) throw badRequest('passkeyRefused');
    const named = await passkeys.find(tenantId, request.passkey);
    const [tenant, user] = await Promise.all([reads.tenant(tenantId), reads.userById(tenantId, named.passkey.userId)]);
    if (!tenant || !user) throw new SignInRefusal(badRequest('passkeyRefused'), 'unknown_account');
    return namingTheAccount(user.account, async () => {
      const attempt = { account: user.account, address: headers.address };
      if (!(await lockout.admit(tenantId, attempt, await params.numberValue('account.failCount', 5)))) throw badRequest('tooManyFailures');
      await passkeys.verify(named, relyingParty);
      await lockout.succeeded(tenantId, attempt);
      assertTenantNotExpired(tenant);
      if (user.status !== 1) throw badRequest('userDisabled');
      assertApproved(user);
      if (firstPasswordExpired(user)) throw badRequest('firstPasswordExpired');
      const session = await openSession(sql, user, sessionLifetime(client), { method: 'passkey', ...headers.client });
      return issue(client, user, { deptId: headers.deptId, roleId: headers.roleId }, session, tenant.secondFactor);
    });
  }

  async function refresh(client: OAuthClient, request: TokenRequest, headers: SignInHeaders) {
    const claims = request.refresh_token ? verifyRefreshToken(request.refresh_token, jwtSecret) : undefined;
    if (!claims || claims.client_id !== client.clientId || !/^\d+$/.test(claims.user_id)) throw badRequest('refreshExpired');
    const user = await reads.userById(EVERY_TENANT, BigInt(claims.user_id));
    if (!user || user.status !== 1) throw badRequest('refreshExpired');
    const tenant = await requireActiveTenant(db, user.tenantId);
    const session = { sessionId: claims.sid, refreshId: claims.jti, userId: user.id };
    const refreshId = await rotateRefresh(db, session, sessionLifetime(client));
    if (!refreshId) throw badRequest('refreshExpired');
    // A switch of dept or role arrives as headers; otherwise keep the narrowing the refreshed token had.
    const keepRole = claims.role_id && !claims.role_id.includes(',') ? claims.role_id : undefined;
    const keepDept = claims.dept_id && !claims.dept_id.includes(',') ? claims.dept_id : undefined;
    return issue(
      client,
      user,
      { deptId: headers.deptId || keepDept, roleId: headers.roleId || keepRole },
      { sessionId: claims.sid, refreshId },
      tenant.secondFactor,
    );
  }

  return {
    // Sign-in happens before any tenant is known: the tenant comes from the request, so scoping is lifted here.
    token: (request: TokenRequest, headers: SignInHeaders): Promise<TokenResponse> =>
      unscoped(async () => {
        const client = await authenticateClient(headers.authorization);
        const grant = request.grant_type;
        if (!['password', 'captcha', 'refresh_token', PASSKEY_GRANT, 'social', 'authorization_code'].includes(grant)) {
          throw badRequest('grantUnsupported', { grant });
        }
        if (!clientAllowsGrant(client, grant)) throw new AppError(400, 'grantNotAllowed');
        if (grant === 'refresh_token') return refresh(client, request, headers);
        if (grant === PASSKEY_GRANT) return passkeySignIn(client, request, headers);
        if (grant === 'social' || grant === 'authorization_code') return providerSignIn(client, request, headers, grant);
        return signIn(client, request, headers, grant === 'captcha' ? 'captcha' : 'password');
      }),
  };
}
