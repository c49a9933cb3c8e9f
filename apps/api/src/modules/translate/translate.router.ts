// The translation platform's routes (/translate/...), mounted in one place.
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { mountEntries } from './entry.routes.ts';
import { createFileStore } from '../../core/upload/file-store.ts';
import { mountFiles } from './file.routes.ts';
import { mountMessages } from './message.routes.ts';
import { mountMessageModeration } from './message-moderation.routes.ts';
import { mountSort } from './sort.routes.ts';
import { mountSite } from './site.routes.ts';
import { mountTermExport } from './term-export.ts';
import { mountTermImport } from './term-import.ts';
import { createPublicTenant } from './public-tenant.ts';
import { mountTrees } from './tree.routes.ts';

export function mountTranslateRoutes(mount: Mount, s: Services): void {
  const publicTenant = createPublicTenant(s);
  mountEntries(mount, s, publicTenant);
  mountTrees(mount, s);
  mountMessages(mount, s, publicTenant);
  mountMessageModeration(mount, s);
  mountSort(mount, s, publicTenant);
  mountSite(mount, s, publicTenant);
  mountFiles(mount, s, createFileStore(s.config.dataDir));
  mountTermImport(mount, s);
  mountTermExport(mount, s);
}
