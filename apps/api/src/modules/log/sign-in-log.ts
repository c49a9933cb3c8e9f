// 登录日志: one row per sign-in attempt on the token endpoints, whatever its outcome, written through the log service's
// batches (no round trip added to the sign-in; a failed write is reported and the sign-in goes on). The account is
// kept as typed and never the password. The caller's answer does not depend on the outcome recorded here: an unknown
// account and a wrong password are told apart in this log only, which only the tenant's administrators read.
import type { Request } from 'express';
import { AppError } from '../../core/app-error.ts';
import type { LogService } from './log.service.ts';
import type { SignInMethod, SignInOutcome } from '@blade/contract/sign-in-log';

export type SignInAttempt = {
  tenantId: string;
  account: string | undefined;
  method: SignInMethod;
  outcome: SignInOutcome;
  req: Request;
};

/** Where the attempt came from: the address and agent every log keeps (request-facts.ts). */
export const clientFacts = (req: Request) => ({
  remoteIp: (req.ip ?? req.socket.remoteAddress ?? '').slice(0, 255) || null,
  userAgent: req.get('user-agent')?.slice(0, 1000) ?? null,
});

/** Records one attempt; never throws, never waits. */
export function recordSignInAttempt(logs: LogService, attempt: SignInAttempt): void {
  logs.signIn({
    tenantId: attempt.tenantId.slice(0, 12) || '000000',
    account: attempt.account?.slice(0, 64) ?? null,
    method: attempt.method,
    outcome: attempt.outcome,
    ...clientFacts(attempt.req),
  });
}

/** A refusal of the sign-in that says, for this log only, what was refused; the caller sees the AppError alone. */
export class SignInRefusal extends AppError {
  constructor(
    error: AppError,
    readonly outcome: SignInOutcome,
  ) {
    super(error.status, error.key, error.params, error.code);
  }
}

/** The outcome a refusal stands for: tagged by the sign-in where the message alone does not tell. */
export function outcomeOf(error: unknown): SignInOutcome {
  if (error instanceof SignInRefusal) return error.outcome;
  if (!(error instanceof AppError)) return 'refused';
  switch (error.key) {
    case 'badCredentials':
      return 'bad_password';
    case 'tooManyFailures':
      return 'locked';
    case 'captchaInvalid':
      return 'captcha_failed';
    case 'userDisabled':
      return 'disabled';
    case 'secondFactorInvalid':
      return 'second_factor_failed';
    default:
      return 'refused';
  }
}
