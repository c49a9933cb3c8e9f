// The password policy (packages/contract/src/password-policy.ts) where the API sees a new password: the password
// itself (a user created with one, Saber's password change) is checked whole; an md5 (the console and BladeX
// clients hash before they send) only against the md5 of the deny-list, as its length cannot be read from it.
import { commonPasswordSpellings, MIN_PASSWORD_LENGTH, passwordProblem } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import { md5Hex } from './password.ts';

const COMMON_MD5 = new Set(commonPasswordSpellings().map(md5Hex));

/** Throws a 400 naming the problem when a new password breaks the policy. */
export function assertPasswordAllowed(sent: { md5: string } | { plain: string }): void {
  if ('md5' in sent) {
    if (COMMON_MD5.has(sent.md5.toLowerCase())) throw badRequest('passwordTooCommon');
    return;
  }
  const problem = passwordProblem(sent.plain);
  if (problem === 'common') throw badRequest('passwordTooCommon');
  if (problem === 'tooShort') throw badRequest('passwordTooShort', { min: String(MIN_PASSWORD_LENGTH) });
}
