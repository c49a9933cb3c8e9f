// Who must sign in with a second factor: the tenant's rule (blade_tenant.second_factor) applied to the user's roles.
// "Administrators" are the holders of the platform's `administrator` or a tenant's `admin` role.
import { SECOND_FACTOR_MODES, type SecondFactorMode } from '@blade/contract';

const ADMIN_ALIASES = new Set(['administrator', 'admin']);

export const secondFactorModeOf = (value: string | null | undefined): SecondFactorMode =>
  (SECOND_FACTOR_MODES as readonly string[]).includes(value ?? '') ? (value as SecondFactorMode) : 'off';

export function secondFactorRequired(mode: SecondFactorMode, roleAliases: readonly string[]): boolean {
  if (mode === 'everyone') return true;
  return mode === 'admins' && roleAliases.some((alias) => ADMIN_ALIASES.has(alias));
}
