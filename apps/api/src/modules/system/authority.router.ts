// Menus, top menus, roles, data scopes and API scopes: who sees which screen and button, and who may call what.
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { mountMenu } from './menu/menu.routes.ts';
import { mountRole } from './role/role.routes.ts';
import { mountApiScope } from './scope/api-scope.routes.ts';
import { mountDataScope } from './scope/data-scope.routes.ts';
import { mountTopMenu } from './topmenu/topmenu.routes.ts';

export function mountAuthorityRoutes(mount: Mount, s: Services): void {
  mountMenu(mount, s);
  mountTopMenu(mount, s);
  mountRole(mount, s);
  mountDataScope(mount, s);
  mountApiScope(mount, s);
}
