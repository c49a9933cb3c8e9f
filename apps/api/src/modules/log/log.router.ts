// /blade-log: the three logs' lists and details (administrators; read-only, like Blade), the sign-in log's, and the
// upload of the console's local error log.
import { logApiEntity, logErrorEntity, logRoutes, logSignInEntity, logUsualEntity } from '@blade/contract';
import type { EntitySpec } from '@blade/contract';
import { createCrudService } from '../../core/crud/crud-service.ts';
import type { Delegate } from '../../core/crud/crud-service.ts';
import type { Mount } from '../../core/mount-route.ts';
import { replyStatus } from '../../core/envelope.ts';
import type { DbClient } from '../../db/prisma.ts';
import type { Services } from '../../services.ts';
import { createRateLimiter } from '../../core/rate-limit.ts';
import { assertUploadSize, recordConsoleErrors } from './error-log.ts';

type LogRoutes = typeof logRoutes.usual;

export function mountLogRoutes(mount: Mount, s: Pick<Services, 'config' | 'crudDeps' | 'db' | 'logs' | 'sql'>): void {
  const mountLog = (spec: EntitySpec, routes: LogRoutes, model: (db: DbClient) => Delegate) => {
    const service = createCrudService({ spec, model, defaultOrder: [{ createTime: 'desc' }, { id: 'desc' }] }, s.crudDeps);
    mount(routes.list, ({ query }, { user }) => service.page(query, user));
    mount(routes.detail, ({ query }, { user }) => service.detail(query.id, user));
  };
  mountLog(logUsualEntity, logRoutes.usual, (db) => db.logUsual);
  mountLog(logApiEntity, logRoutes.api, (db) => db.logApi);
  mountLog(logErrorEntity, logRoutes.error, (db) => db.logError);
  // 登录日志: read by permission, so a tenant's administrators read their tenant's rows (the tenancy extension's filter).
  mountLog(logSignInEntity, logRoutes.signIn, (db) => db.logSignIn);

  // Any signed-in user may upload, so the upload is bounded: entries per user and window, text per request.
  const uploadLimit = createRateLimiter(s.sql, s.config.rateLimits.errorUpload);
  mount(logRoutes.errorUpload, async ({ body }, { req, user }) => {
    assertUploadSize(body);
    await uploadLimit.hit(`error-upload:${user.tenantId}:${user.userId}`, Math.max(1, body.length));
    recordConsoleErrors(s.logs, body, req, user);
    // Written at once: whoever uploads usually opens the error log next.
    await s.logs.flush();
    return replyStatus(true);
  });
}
