// Account calls used by the session dialogs: guest registration and the dept/role choices of switch mode.
import { call } from '../api/client.ts';
import * as authRoutes from '../generated/routes/auth.ts';
import * as deptRoutes from '../generated/routes/dept.ts';
import * as roleRoutes from '../generated/routes/role.ts';

export type RegisterGuest = {
  tenantId: string;
  name: string;
  account: string;
  passwordMd5: string;
  oauthId?: string;
  captchaKey: string;
  captchaCode: string;
};

/** The captcha travels as at sign-in (Captcha-Key / Captcha-Code): the API checks it before any other work. */
export const registerGuest = (input: RegisterGuest) =>
  call(
    authRoutes.registerGuest,
    { query: { tenantId: input.tenantId, name: input.name, account: input.account, password: input.passwordMd5, oauthId: input.oauthId } },
    {
      headers: { 'Captcha-Key': input.captchaKey, 'Captcha-Code': input.captchaCode },
      meta: { isToken: false, silent: true },
    },
  );

export type Option = { id: string; deptName?: string; roleName?: string };
/** The depts and roles one user holds (the switch offers only those). */
export const deptSelect = (userId: string): Promise<Option[]> => call(deptRoutes.select, { query: { userId } });
export const roleSelect = (userId: string): Promise<Option[]> => call(roleRoutes.select, { query: { userId } });
