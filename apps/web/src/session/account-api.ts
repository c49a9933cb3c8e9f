// Account calls used by the session dialogs: guest registration and the dept/role choices of switch mode.
import { http, type Envelope } from '../api/http.ts';

export type RegisterGuest = { tenantId: string; name: string; account: string; passwordMd5: string; oauthId?: string };

export const registerGuest = (input: RegisterGuest) =>
  http.post<Envelope<unknown>>('/api/blade-system/user/register-guest', undefined, {
    params: { tenantId: input.tenantId, name: input.name, account: input.account, password: input.passwordMd5, oauthId: input.oauthId },
    meta: { isToken: false, silent: true },
  });

export type Option = { id: string; deptName?: string; roleName?: string };
export const deptSelect = async () => (await http.get<Envelope<Option[]>>('/api/blade-system/dept/select')).data;
export const roleSelect = async () => (await http.get<Envelope<Option[]>>('/api/blade-system/role/select')).data;
