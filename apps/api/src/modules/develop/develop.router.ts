// Every /blade-develop module (developer tools), mounted in one place.
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { mountCode } from './code.routes.ts';
import { mountDatasource } from './datasource.routes.ts';
import { mountModel } from './model.routes.ts';

export function mountDevelopRoutes(mount: Mount, s: Services): void {
  mountDatasource(mount, s);
  mountModel(mount, s);
  mountCode(mount, s);
}
