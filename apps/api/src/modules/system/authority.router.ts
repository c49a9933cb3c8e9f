// Menus, top menus, roles, data scopes and API scopes: who sees which screen and button, and who may call what.
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { mountMenu } from './menu/menu.module.ts';
import { mountRole } from './role/role.module.ts';
import { mountApiScope } from './scope/api-scope.module.ts';
import { mountDataScope } from './scope/data-scope.module.ts';
import { mountTopMenu } from './topmenu/topmenu.module.ts';

export function mountAuthorityRoutes(mount: Mount, s: Services): void {
  mountMenu(mount, s);
  mountTopMenu(mount, s);
  mountRole(mount, s);
  mountDataScope(mount, s);
  mountApiScope(mount, s);
}
