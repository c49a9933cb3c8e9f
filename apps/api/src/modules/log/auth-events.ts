// Sign-in and sign-out in the usual log, and every attempt in the sign-in log (sign-in-log.ts). Refreshing a token is
// not a sign-in; a refused sign-in is kept as a warning (with the account tried, never the password).
import type { Request } from 'express';
import type { AuthUser } from '../../lib/request-context.ts';
import type { LogService } from './log.service.ts';
import type { SignInMethod } from '@blade/contract/sign-in-log';
import { outcomeOf, recordSignInAttempt } from './sign-in-log.ts';
import { attemptedAccountOf } from './attempted-account.ts';

type TokenParams = { grant_type?: string; username?: string; tenantId?: string; tenant_id?: string };
type TokenAnswer = { tenant_id?: string; account?: string };

/** The sign-in method a grant stands for. */
export const methodOfGrant = (grant: string | undefined): SignInMethod =>
  grant === 'social' ? 'social' : grant === 'authorization_code' ? 'sso' : grant === 'passkey' ? 'passkey' : 'password';

/** Passes the token call's outcome through unchanged, recording it on the way. */
export async function recordSignIn<T extends TokenAnswer>(
  logs: LogService,
  req: Request,
  params: TokenParams,
  outcome: Promise<T>,
): Promise<T> {
  if (params.grant_type === 'refresh_token') return outcome;
  const method = methodOfGrant(params.grant_type);
  try {
    const answer = await outcome;
    recordSignInAttempt(logs, { tenantId: answer.tenant_id ?? '000000', account: answer.account, method, outcome: 'success', req });
    logs.usual({
      tenantId: answer.tenant_id ?? '000000',
      logId: 'login',
      logData: `${answer.account ?? ''} signed in (${params.grant_type ?? 'password'})`,
      createBy: answer.account,
      req,
    });
    return answer;
  } catch (error) {
    const account = (params.username ?? attemptedAccountOf(error))?.slice(0, 64);
    const tenantId = (req.get('tenant-id') || params.tenantId || params.tenant_id || '000000').slice(0, 12);
    recordSignInAttempt(logs, { tenantId, account, method, outcome: outcomeOf(error), req });
    logs.usual({
      tenantId,
      logId: 'login-failed',
      logLevel: 'WARN',
      logData: `${account ?? ''} could not sign in`,
      createBy: account,
      req,
    });
    throw error;
  }
}

export function recordSignOut<T>(logs: LogService, req: Request, user: AuthUser | undefined, answer: T): T {
  if (user) logs.usual({ tenantId: user.tenantId, logId: 'logout', logData: `${user.account} signed out`, req, user });
  return answer;
}
