// Calls of the caller's own second factor (个人信息 and the forced enrolment page).
import { call } from '../../api/client.ts';
import * as secondFactorRoutes from '../../generated/routes/second-factor.ts';

export const fetchSecondFactorStatus = () => call(secondFactorRoutes.status);
export const startSecondFactor = () => call(secondFactorRoutes.start);
export const confirmSecondFactor = (code: string) => call(secondFactorRoutes.confirm, { body: { code } });
export const disableSecondFactor = (code: string, passwordMd5: string) =>
  call(secondFactorRoutes.disable, { body: { code, password: passwordMd5 } });
export const fetchTenantSecondFactor = () => call(secondFactorRoutes.tenantMode, { query: {} });
export const setTenantSecondFactor = (mode: 'off' | 'admins' | 'everyone') => call(secondFactorRoutes.setTenantMode, { query: { mode } });
