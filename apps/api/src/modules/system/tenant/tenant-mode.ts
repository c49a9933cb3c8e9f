// Tenant mode: whether sign-in and registration ask for a tenant id. The operator sets the `tenant.mode` parameter:
// `on`, `off`, or `auto` (the default) which turns it on as soon as a second tenant exists. The console reads it at
// run time from the public tenant/info answer, so a tenant created in 租户管理 can sign in through the form.
import { unscoped } from '../../../lib/request-context.ts';
import type { Services } from '../../../services.ts';

export const TENANT_MODE_PARAM = 'tenant.mode';

export async function tenantModeOn(s: Pick<Services, 'db' | 'params'>): Promise<boolean> {
  const setting = (await s.params.value(TENANT_MODE_PARAM, 'auto')).trim().toLowerCase();
  if (setting === 'on') return true;
  if (setting === 'off') return false;
  return (await unscoped(() => s.db.tenant.count({ take: 2 }))) > 1;
}
