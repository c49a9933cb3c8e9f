// Account calls used by the session dialogs: guest registration and the dept/role choices of switch mode.
import { http, type Envelope } from '../api/http.ts';

export type RegisterGuest = {
  tenantId: string; name: string; account: string; passwordMd5: string; oauthId?: string; captchaKey: string; captchaCode: string;
};

/** The captcha travels as at sign-in (Captcha-Key / Captcha-Code): the API checks it before any other work. */
export const registerGuest = (input: RegisterGuest) =>
  http.post<Envelope<unknown>>('/api/blade-system/user/register-guest', undefined, {
    headers: { 'Captcha-Key': input.captchaKey, 'Captcha-Code': input.captchaCode },
    params: { tenantId: input.tenantId, name: input.name, account: input.account, password: input.passwordMd5, oauthId: input.oauthId },
    meta: { isToken: false, silent: true },
  });

export type Option = { id: string; deptName?: string; roleName?: string };
/** The depts and roles one user holds (the switch offers only those). */
export const deptSelect = async (userId: string) => (await http.get<Envelope<Option[]>>('/api/blade-system/dept/select', { userId })).data;
export const roleSelect = async (userId: string) => (await http.get<Envelope<Option[]>>('/api/blade-system/role/select', { userId })).data;
