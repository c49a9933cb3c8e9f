// The two administrator roles, by rank: a tenant's `admin` (provisioned with the tenant) administers its tenant,
// the platform's `administrator` (tenant 000000) every tenant. An account or role of one rank is changed or handed
// out only by someone of at least that rank, so a delegated manager can never reach either.
import { ADMINISTRATOR_ALIAS } from './role-visibility.ts';

export const TENANT_ADMIN_ALIAS = 'admin';

/** Lowest rank first: the rank of an alias is its position + 1. */
export const ADMIN_ROLE_ALIASES = [TENANT_ADMIN_ALIAS, ADMINISTRATOR_ALIAS] as const;

/** 0 for no administrator role, 1 for a tenant's admin, 2 for the platform administrator. */
export function adminRankOf(aliases: readonly string[]): number {
  return Math.max(0, ...aliases.map((alias) => (ADMIN_ROLE_ALIASES as readonly string[]).indexOf(alias) + 1));
}
