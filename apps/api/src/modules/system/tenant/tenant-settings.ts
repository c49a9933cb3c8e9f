// The tenant page's configuration dialogs: licence (quota and expiry), datasource and package. Administrator only.
import { createHash } from 'node:crypto';
import { tenantPackageEntity, tenantRoutes } from '@blade/contract';
import { badRequest } from '../../../core/app-error.ts';
import { recordFields } from '../../../core/crud/crud-service.ts';
import { replyStatus } from '../../../core/envelope.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { Services } from '../../../services.ts';

const packageFields = recordFields(tenantPackageEntity.record);
const MAX_BIGINT = 2n ** 63n - 1n;

/**
 * Blade's licenseKey is DES-hex of {accountNumber, expireTime, id} under a key shipped in its source. Ours is a
 * digest of the same three values: as deterministic and opaque, with no key to leak.
 */
export function licenseKeyOf(accountNumber: number, expireTime: string | null, id: bigint): string {
  return createHash('sha256')
    .update(JSON.stringify({ accountNumber, expireTime, id: String(id) }))
    .digest('hex');
}

export function mountTenantSettings(mount: Mount, s: Pick<Services, 'dates' | 'db'>): void {
  mount(tenantRoutes.setting, async ({ query }) => {
    const accountNumber = query.accountNumber ?? -1;
    const text = query.expireTime ?? '';
    const expireTime = text ? s.dates.parse(text) : null;
    if (expireTime === undefined) throw badRequest('tenantDateInvalid', { field: 'expireTime', value: text });
    const formatted = expireTime ? s.dates.format(expireTime) : null;
    const updated = await s.db.$transaction(async (tx) => {
      let count = 0;
      for (const id of query.ids.map(BigInt)) {
        const data = { accountNumber, expireTime, licenseKey: licenseKeyOf(accountNumber, formatted, id) };
        count += (await tx.tenant.updateMany({ where: { id }, data })).count;
      }
      return count;
    });
    return replyStatus(updated > 0);
  });

  mount(tenantRoutes.datasource, async ({ query }) => {
    const datasourceId = query.datasourceId === undefined ? null : BigInt(query.datasourceId);
    const { count } = await s.db.tenant.updateMany({ where: { tenantId: query.tenantId }, data: { datasourceId } });
    if (!count) throw badRequest('tenantNotFound');
    return replyStatus(true);
  });

  mount(tenantRoutes.packageDetail, async ({ query }) => {
    // The console sends the tenant row's id here (and the 6-digit code to package-setting); both are accepted.
    const asId = BigInt(query.tenantId);
    const tenant = await s.db.tenant.findFirst({
      where: { OR: [{ tenantId: query.tenantId }, ...(asId <= MAX_BIGINT ? [{ id: asId }] : [])] },
      select: { packageId: true },
    });
    if (!tenant?.packageId) return null;
    const pkg = await s.db.tenantPackage.findFirst({ where: { id: tenant.packageId } });
    return pkg ? packageFields(pkg) : null;
  });

  mount(tenantRoutes.packageSetting, async ({ query }) => {
    const packageId = query.packageId === undefined ? null : BigInt(query.packageId);
    if (packageId !== null && !(await s.db.tenantPackage.count({ where: { id: packageId } }))) throw badRequest('tenantPackageMissing');
    const { count } = await s.db.tenant.updateMany({ where: { tenantId: query.tenantId }, data: { packageId } });
    if (!count) throw badRequest('tenantNotFound');
    return replyStatus(true);
  });
}
