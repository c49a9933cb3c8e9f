import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from './messages.ts';

/** Who is calling, decoded once from the access token by the auth middleware. */
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
};

export type RequestContext = {
  language: Language;
  user: AuthUser | undefined;
  /** Why a presented token was refused; routes that need a token answer 401 with it. */
  tokenProblem: 'missing' | 'invalid';
};

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentContext(): RequestContext {
  const context = storage.getStore();
  if (!context) throw new Error('No request context: called outside a request');
  return context;
}

export const isAdministrator = (user: AuthUser) => user.roleAliases.includes('administrator');
