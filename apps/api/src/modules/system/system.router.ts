// Every /blade-system (and /blade-user) module, mounted in one place.
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { mountClient } from './client/client.module.ts';
import { mountParam } from './param/param.module.ts';
import { mountPost } from './post/post.module.ts';
import { mountSystemBootRoutes } from './system-boot.router.ts';

export function mountSystemRoutes(mount: Mount, s: Services): void {
  mountSystemBootRoutes(mount, s);
  mountPost(mount, s);
  mountParam(mount, s);
  mountClient(mount, s);
}
