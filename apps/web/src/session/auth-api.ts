// Calls of /api/blade-auth (blade-api.md section 2). Sign-in and refresh answer bare snake_case objects.
import type { TokenResponse } from '@blade/contract';
import { call } from '../api/client.ts';
import * as authRoutes from '../generated/routes/auth.ts';
import { website } from '../config/website.ts';

export type Captcha = { key: string; image: string };
export type TokenReply = TokenResponse & { error_description?: string };
export type SignIn = {
  tenantId: string;
  username: string;
  passwordMd5: string;
  captchaKey?: string;
  captchaCode?: string;
  deptId?: string;
  roleId?: string;
  /** The authenticator code (or a recovery code), once the server asked for it. */
  secondFactorCode?: string;
};

/** Dept-Id/Role-Id: the dept and role a user holding several acts as (blade-api.md 1.2); the API ignores others. */
function switchHeaders(deptId?: string, roleId?: string): Record<string, string> {
  return { ...(deptId ? { 'Dept-Id': deptId } : {}), ...(roleId ? { 'Role-Id': roleId } : {}) };
}

export function signIn(input: SignIn): Promise<TokenReply> {
  const headers: Record<string, string> = { 'Tenant-Id': input.tenantId, ...switchHeaders(input.deptId, input.roleId) };
  if (input.secondFactorCode) headers['Second-Factor-Code'] = input.secondFactorCode;
  if (website.captchaMode) {
    headers['Captcha-Key'] = input.captchaKey ?? '';
    headers['Captcha-Code'] = input.captchaCode ?? '';
  }
  return call(
    authRoutes.token,
    {
      query: {
        tenantId: input.tenantId,
        username: input.username,
        password: input.passwordMd5,
        grant_type: website.captchaMode ? 'captcha' : 'password',
        scope: 'all',
        type: 'account',
      },
    },
    {
      headers,
      // The page shows sign-in errors itself, next to the form.
      meta: { isToken: false, silent: true },
    },
  );
}

export function refreshTokens(refreshToken: string, tenantId: string, deptId?: string, roleId?: string): Promise<TokenReply> {
  return call(
    authRoutes.token,
    { query: { tenantId, refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all' } },
    {
      headers: { 'Tenant-Id': tenantId, ...switchHeaders(deptId, roleId) },
      meta: { isToken: false },
    },
  );
}

export const getCaptcha = (): Promise<Captcha> => call(authRoutes.captcha, {}, { meta: { isToken: false } });

export const serverLogout = () => call(authRoutes.logoutGet, {}, { meta: { silent: true } });

export type ServerUserInfo = {
  userId: string;
  tenantId: string;
  account: string;
  name: string;
  realName: string;
  avatar: string;
  email: string;
  phone: string;
  deptId: string;
  postId: string;
  roleId: string;
  roles: string[];
  /** Several depts or roles held: the top bar offers the switch. */
  canSwitch?: boolean;
};
export const getUserInfo = (): Promise<ServerUserInfo> => call(authRoutes.userInfo);

export const clearServerCache = () => call(authRoutes.clearCache);
