import { AsyncLocalStorage } from 'node:async_hooks';

/** The languages answers are given in (Accept-Language; Chinese by default, as Blade). */
export type Language = 'zh' | 'en';

/** Who is calling, decoded once from the access token by the auth middleware (roles as they are now, not at sign-in). */
export type AuthUser = {
  userId: string;
  tenantId: string;
  account: string;
  userName: string;
  nickName: string;
  deptIds: string[];
  postIds: string[];
  roleIds: string[];
  roleAliases: string[];
  clientId: string;
  /** The session of the caller's token (modules/auth/sessions.ts); sign-out ends it. */
  sessionId?: string;
  /** Someone else chose this user's password: only the password change is served (password-change-gate.ts). */
  passwordChangeRequired?: boolean;
  /** The tenant requires a second factor this user has not enrolled: only the enrolment is served (second-factor-gate.ts). */
  secondFactorEnrolRequired?: boolean;
};

export type RequestContext = {
  language: Language;
  user: AuthUser | undefined;
  /** Why a presented token was refused; routes that need a token answer 401 with it. */
  tokenProblem: 'missing' | 'invalid';
  /** Set by `unscoped()`: tenant scoping is lifted for this piece of work. */
  unscoped?: boolean;
};

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The current request's context, or undefined outside any request (start-up, seed). */
export function maybeContext(): RequestContext | undefined {
  return storage.getStore();
}

export function currentContext(): RequestContext {
  const context = storage.getStore();
  if (!context) throw new Error('No request context: called outside a request');
  return context;
}

/**
 * THE escape from tenant scoping: runs `fn` with every tenant filter lifted (sign-in before a tenant is known,
 * tenant provisioning, public lookups). Greppable on purpose; each use says why in a comment.
 */
export function unscoped<T>(fn: () => T): T {
  const context = storage.getStore();
  return storage.run({ ...(context ?? { language: 'zh', user: undefined, tokenProblem: 'missing' }), unscoped: true }, fn);
}

export const ADMIN_TENANT_ID = '000000';
export const isAdministrator = (user: AuthUser) => user.roleAliases.includes('administrator');
/** Tenant 000000's administrator sees and manages every tenant (Blade's tenant "enhance" mode). */
export const seesAllTenants = (user: AuthUser) => isAdministrator(user) && user.tenantId === ADMIN_TENANT_ID;
