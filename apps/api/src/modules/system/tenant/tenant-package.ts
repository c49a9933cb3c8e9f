// What a tenant package means for the rest of the API: the set of menus a tenant's non-administrator users are
// confined to (menus, roles and grant trees import `packageMenuIds`).
import { badRequest } from '../../../core/app-error.ts';
import type { DbClient } from '../../../db/prisma.ts';

const splitIds = (menuId: string) =>
  menuId
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The menu ids of the tenant's package, or undefined when the tenant has none (no restriction). As in Blade, a
 * package that was deleted restricts nothing.
 */
export async function packageMenuIds(db: DbClient, tenantId: string): Promise<Set<string> | undefined> {
  const tenant = await db.tenant.findFirst({ where: { tenantId }, select: { packageId: true } });
  if (!tenant?.packageId) return undefined;
  const pkg = await db.tenantPackage.findFirst({ where: { id: tenant.packageId }, select: { menuId: true } });
  return pkg ? new Set(splitIds(pkg.menuId)) : undefined;
}

/** Refuses a comma-joined menu id list naming a menu that does not exist (or was deleted). */
export async function assertMenusExist(db: DbClient, menuId: string): Promise<void> {
  const ids = splitIds(menuId);
  const found = await db.menu.findMany({ where: { id: { in: ids.map(BigInt) } }, select: { id: true } });
  const known = new Set(found.map((m) => String(m.id)));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) throw badRequest('tenantPackageUnknownMenus', { ids: unknown.slice(0, 5).join(',') });
}
