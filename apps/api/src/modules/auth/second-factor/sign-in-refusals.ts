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
 * A second factor failed at sign-in (a wrong code, a code used before, an unknown recovery code): the attempt counts
 * toward the lockout, and the sign-in log records it by its key (modules/log/sign-in-log.ts).
 */
export const secondFactorFailed = () => withReason('secondFactorInvalid');
