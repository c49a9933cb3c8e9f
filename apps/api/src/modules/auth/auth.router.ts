import { routes } from '@blade/contract';
import type { Request } from 'express';
import { AppError } from '../../core/app-error.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { replyStatus } from '../../core/envelope.ts';
import { clientKey, createRateLimiter } from '../../core/rate-limit.ts';
import type { Mount } from '../../core/mount-route.ts';
import { recordSignIn, recordSignOut } from '../log/auth-events.ts';
import { clientFacts } from '../log/sign-in-log.ts';
import type { Services } from '../../services.ts';
import { mountSessionRoutes } from './session.routes.ts';
import { revokeSession } from './sessions.ts';
import { sm2PublicKey } from './sm2-key.ts';
import { fromSpringRequest, toSpringAuthInfo } from './spring-sign-in.ts';
import { mountSecondFactorRoutes } from './second-factor/second-factor.routes.ts';
import { mountPasskeyRoutes } from './passkeys/passkey.routes.ts';
import { relyingPartyOf } from './passkeys/relying-party.ts';
import { mountOidcSignIn } from './oidc/oidc.routes.ts';
import { browserOf } from './oidc/browser-binding.ts';

const r = routes.auth;
const LOGGED_OUT = { success: 'true', msg: 'success' } as const;

const header = (req: Request, name: string) => req.get(name)?.trim() || undefined;

export function mountAuthRoutes(
  mount: Mount,
  s: Pick<
    Services,
    'cache' | 'captcha' | 'config' | 'db' | 'logs' | 'oidcFlow' | 'passkeys' | 'registerGuest' | 'secondFactor' | 'sql' | 'tokens'
  >,
): void {
  // Per client address (an IPv6 client per /64), before any password or captcha check: guessing is slowed for every
  // account at once (the lockout of login-lockout.ts counts per account and address, and per account).
  const signInLimit = createRateLimiter(s.sql, s.config.rateLimits.signIn);
  const captchaLimit = createRateLimiter(s.sql, s.config.rateLimits.captcha);
  const registerLimit = createRateLimiter(s.sql, s.config.rateLimits.register);

  const signInHeaders = (req: Request) => ({
    authorization: header(req, 'authorization'),
    tenantId: header(req, 'tenant-id'),
    captchaKey: header(req, 'captcha-key'),
    captchaCode: header(req, 'captcha-code'),
    deptId: header(req, 'dept-id'),
    roleId: header(req, 'role-id'),
    secondFactorCode: header(req, 'second-factor-code'),
    address: clientKey(req),
    client: clientFacts(req),
    relyingParty: relyingPartyOf(s.config.webauthn, req),
    oidcBrowser: browserOf(req),
  });

  // BladeX (snake_case, bare answers) and the open-source contract (Saber 4.x: camelCase, SM2 password, R): two
  // adapters of one sign-in.
  mount(r.token, async ({ params }, { req }) => {
    await signInLimit.hit(`sign-in:${clientKey(req)}`);
    return recordSignIn(s.logs, req, params, s.tokens.token(params, signInHeaders(req)));
  });
  mount(r.springToken, async ({ params }, { req }) => {
    await signInLimit.hit(`sign-in:${clientKey(req)}`);
    const logged = { grant_type: params.grantType, username: params.account, tenantId: params.tenantId };
    const outcome = Promise.resolve().then(() => s.tokens.token(fromSpringRequest(params, s.config.sm2PrivateKey), signInHeaders(req)));
    return toSpringAuthInfo(await recordSignIn(s.logs, req, logged, outcome));
  });

  const issueCaptcha = async (req: Request) => {
    await captchaLimit.hit(`captcha:${clientKey(req)}`);
    return s.captcha.issue();
  };
  mount(r.captcha, (_input, { req }) => issueCaptcha(req));
  mount(r.springCaptcha, (_input, { req }) => issueCaptcha(req));
  // Derived once: a point multiplication on the curve, for a key that does not change while the server runs.
  const publicKey = sm2PublicKey(s.config.sm2PrivateKey);
  mount(r.sm2PublicKey, () => ({ publicKey }));

  // Signing out ends the token's session on the server: its access and refresh tokens are refused from now on,
  // on every instance. Without a (valid) token there is nothing to end; the answer is Blade's either way.
  const signOut = async (req: Request, user: AuthUser | undefined) => {
    if (user?.sessionId) await revokeSession(s.db, user.sessionId);
    return recordSignOut(s.logs, req, user, LOGGED_OUT);
  };
  mount(r.logoutGet, (_input, { req, user }) => signOut(req, user));
  mount(r.logoutPost, (_input, { req, user }) => signOut(req, user));
  mount(r.springLogoutGet, async (_input, { req, user }) => !!(await signOut(req, user)));
  mount(r.springLogoutPost, async (_input, { req, user }) => !!(await signOut(req, user)));

  mount(r.userInfo, async (_input, { user }) => {
    const row = await s.db.user.findFirst({ where: { id: BigInt(user.userId), isDeleted: 0 } });
    if (!row) throw new AppError(401, 'tokenInvalid');
    // The token may be narrowed to one dept or role (Dept-Id / Role-Id); the console offers the switch when the user
    // holds more than one of either.
    const heldRoles = await s.db.userRole.count({ where: { userId: row.id } });
    const heldDepts = (row.deptId ?? '').split(',').filter(Boolean).length;
    return {
      canSwitch: heldRoles > 1 || heldDepts > 1,
      userId: user.userId,
      tenantId: user.tenantId,
      account: row.account,
      name: row.name ?? '',
      realName: row.realName ?? '',
      avatar: row.avatar ?? '',
      email: row.email ?? '',
      phone: row.phone ?? '',
      deptId: user.deptIds.join(','),
      postId: user.postIds.join(','),
      roleId: user.roleIds.join(','),
      roles: user.roleAliases,
    };
  });

  mountSecondFactorRoutes(mount, s);
  mountPasskeyRoutes(mount, s);

  mount(r.clearCache, () => {
    s.cache.clear();
    return LOGGED_OUT;
  });

  mount(r.registerGuest, async ({ params }, { req }) => {
    await registerLimit.hit(`register:${clientKey(req)}`);
    await s.registerGuest(params, { key: header(req, 'captcha-key'), code: header(req, 'captcha-code') }, browserOf(req));
    return replyStatus(true);
  });

  mountSessionRoutes(mount, s);
  mountOidcSignIn(mount, s, signInLimit);
}
