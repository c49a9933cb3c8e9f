// Tenant mode, learned at run time (the API's tenant/info, see docs/staff-and-tenants.md): whether the sign-in and
// registration forms ask for a tenant id, and the tenant bound to this site's address, which fills it (field hidden).
// The last tenant id used is kept across sign-outs, as the form's starting value.
import { useEffect, useState } from 'react';
import { call } from '../../api/client.ts';
import * as tenantRoutes from '../../generated/routes/tenant.ts';
import { website } from '../../config/website.ts';
import { getStore, setStore } from '../../lib/storage.ts';
import type { TenantSignIn } from './tenant-choice.ts';

export { asksTenant, tenantToUse, type TenantSignIn } from './tenant-choice.ts';

type TenantInfo = { tenantMode?: boolean; tenantId?: string };

const LAST_TENANT = 'lastTenantId';

let known: Promise<TenantSignIn> | undefined;

/** Asked once per page load; Saber sends the site's address as the domain. */
function fetchTenantSignIn(): Promise<TenantSignIn> {
  known ??= call(tenantRoutes.info, { query: { domain: window.location.origin } }, { meta: { isToken: false, silent: true, noLog: true } })
    .then((info: TenantInfo) => ({ mode: info.tenantMode === true, ...(info.tenantId ? { boundTenantId: info.tenantId } : {}) }))
    .catch(() => ({ mode: website.tenantMode }));
  return known;
}

/** undefined while asking. */
export function useTenantSignIn(): TenantSignIn | undefined {
  const [state, setState] = useState<TenantSignIn>();
  useEffect(() => {
    let live = true;
    void fetchTenantSignIn().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The tenant id a form starts with: the last one used here, else the default tenant. */
export const lastTenantId = (): string => getStore<string>(LAST_TENANT) || website.tenantId;
export const rememberTenantId = (tenantId: string): void => setStore(LAST_TENANT, tenantId);
