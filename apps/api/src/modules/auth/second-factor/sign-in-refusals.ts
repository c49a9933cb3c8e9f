// The sign-in's refusals for a second factor, in the shape both kinds of client read: the message names what is
// missing (error_description, or the R envelope's msg), and `error: second_factor_required` with the header
// `Blade-Second-Factor: required` tell a program to ask for the code and send it again (Second-Factor-Code).
import { SECOND_FACTOR_REQUIRED } from '@blade/contract';
import { badRequest } from '../../../core/app-error.ts';

const withReason = (key: 'secondFactorRequired' | 'secondFactorInvalid') =>
  Object.assign(badRequest(key), { oauthError: SECOND_FACTOR_REQUIRED, headers: { 'Blade-Second-Factor': 'required' } });

/** The right password of an enrolled user, sent without a code. */
export const secondFactorMissing = () => withReason('secondFactorRequired');

/**
 * The one place a second factor fails at sign-in (a wrong code, a code used before, an unknown recovery code): the
 * sign-in log of issue 40 records `who` here once it is merged. The attempt already counts toward the lockout.
 */
export function secondFactorFailed(who: { tenantId: string; account: string; address: string }) {
  void who;
  return withReason('secondFactorInvalid');
}
