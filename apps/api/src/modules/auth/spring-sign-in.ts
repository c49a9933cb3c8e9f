// The open-source SpringBlade sign-in (what Saber 4.x sends) beside BladeX's: POST /blade-auth/token with camelCase
// query parameters and the password SM2-encrypted, answered with the same AuthInfo in camelCase inside Blade's R.
// An adapter only: the one sign-in service (token.service.ts) checks users, lockout, captcha, tenants and sessions
// for both contracts, with the same messages.
import type { SpringAuthInfo, SpringTokenRequest, TokenRequest, TokenResponse } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import { md5Hex } from './password.ts';
import { sm2Decrypt } from './sm2-key.ts';

/**
 * The BladeX request the open-source one stands for. The password is decrypted, then hashed as the BladeX sign-in
 * form sends it (md5), so both contracts meet the same stored passwords.
 */
export function fromSpringRequest(request: SpringTokenRequest, sm2PrivateKey: string): TokenRequest {
  let password: string | undefined;
  if (request.password) {
    const plain = sm2Decrypt(request.password, sm2PrivateKey);
    if (plain === undefined) throw badRequest('passwordUnreadable');
    password = md5Hex(plain);
  }
  return {
    grant_type: request.grantType,
    username: request.account,
    password,
    refresh_token: request.refreshToken,
    tenantId: request.tenantId,
    scope: request.scope,
    type: request.type,
    source: request.source,
    code: request.code,
    state: request.state,
  };
}

/** BladeX's snake_case AuthInfo as the open-source contract names it; `authority` holds the role aliases. */
export function toSpringAuthInfo(answer: TokenResponse): SpringAuthInfo {
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    tokenType: answer.token_type,
    expiresIn: answer.expires_in,
    tenantId: answer.tenant_id,
    userId: answer.user_id,
    deptId: answer.dept_id,
    postId: answer.post_id,
    roleId: answer.role_id,
    oauthId: answer.oauth_id,
    account: answer.account,
    userName: answer.user_name,
    nickName: answer.nick_name,
    realName: answer.real_name,
    roleName: answer.role_name,
    authority: answer.role_name,
    avatar: answer.avatar,
    license: answer.license,
    detail: answer.detail,
    passwordChangeRequired: answer.passwordChangeRequired,
    secondFactorEnrolRequired: answer.secondFactorEnrolRequired,
  };
}
