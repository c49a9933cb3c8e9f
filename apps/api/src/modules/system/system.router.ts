// Every /blade-system (and /blade-user) module with behaviour of its own, mounted in one place. Entities that are
// only their declaration (param, client) are mounted from it (core/crud/mount-declared.ts).
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { mountAuthorityRoutes } from './authority.router.ts';
import { mountDept } from './dept/dept.routes.ts';
import { mountDicts } from './dict/dict.routes.ts';
import { mountRegion } from './region/region.routes.ts';
import { mountPost } from './post/post.routes.ts';
import { mountSystemBootRoutes } from './system-boot.router.ts';
import { mountUser } from './user/user.routes.ts';
import { mountSecondFactorAdmin } from './user/second-factor-admin.routes.ts';
import { mountUserApproval } from './user/user-approval.routes.ts';
import { mountUserOauth } from './user/user-oauth.routes.ts';
import { mountOidcProviders } from './oidc-provider/oidc-provider.routes.ts';
import { mountTenant } from './tenant/tenant.routes.ts';
import { mountTenantPackage } from './tenant/tenant-package.routes.ts';

export function mountSystemRoutes(mount: Mount, s: Services): void {
  mountSystemBootRoutes(mount, s);
  mountAuthorityRoutes(mount, s);
  mountPost(mount, s);
  mountUser(mount, s);
  mountSecondFactorAdmin(mount, s);
  mountUserApproval(mount, s);
  mountUserOauth(mount, s);
  mountOidcProviders(mount, s);
  mountDicts(mount, s);
  mountDept(mount, s);
  mountRegion(mount, s);
  mountTenant(mount, s);
  mountTenantPackage(mount, s);
}
