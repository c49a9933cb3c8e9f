// Who may read an attachment's object through its local-disk link: the same rule as attach/streamById (a signed-in
// user of the attachment's tenant holding attach_download or attach, any administrator of that tenant, or the
// platform administrator of tenant 000000). Other local objects (put-file) stay public by link.
import { attachRoutes } from '@blade/contract';
import { AppError } from '../../core/app-error.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { isAdministrator, seesAllTenants, unscoped } from '../../lib/request-context.ts';
import type { Services } from '../../services.ts';

/** Whether the object was stored by put-file-attach (removed attachments included: their object is gone anyway). */
export async function isAttachment(s: Pick<Services, 'db' | 'menus'>, tenantId: string, name: string): Promise<boolean> {
  const count = await unscoped(async () => await s.db.attach.count({ where: { tenantId, name, isDeleted: { in: [0, 1] } } }));
  return count > 0;
}

export async function assertMayDownloadAttachment(
  s: Pick<Services, 'db' | 'menus'>,
  user: AuthUser | undefined,
  tenantId: string,
): Promise<void> {
  if (!user) throw new AppError(401, 'tokenMissing');
  if (seesAllTenants(user)) return;
  if (user.tenantId !== tenantId) throw new AppError(403, 'forbidden');
  if (isAdministrator(user)) return;
  const { access } = attachRoutes.streamById;
  const codes = access.kind === 'permission' ? access.codes : [];
  for (const code of codes) if (await s.menus.hasPermission(user, code)) return;
  throw new AppError(403, 'forbidden');
}
