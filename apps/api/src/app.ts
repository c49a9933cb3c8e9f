// The Express application: built by createApp() for the server and for the tests (supertest, no listening port).
import type { RouteSpec } from '@blade/contract';
import { routeCatalog, routeKey } from '@blade/contract';
import compression from 'compression';
import express from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.ts';
import { COMPRESS_ABOVE_BYTES, GZIP_LEVEL } from './core/answer-compression.ts';
import { consoleAssets } from './core/console-assets.ts';
import type { ExactRoutes } from './core/exact-routes.ts';
import { createExactRoutes } from './core/exact-routes.ts';
import { mountDeclaredEntities } from './core/crud/mount-declared.ts';
import { runtimeModels } from './db/runtime-models.ts';
import { contextMiddleware } from './core/context-middleware.ts';
import { apiNotFound, errorMiddleware } from './core/error-middleware.ts';
import { bladeJsonReplacer } from './core/json-replacer.ts';
import type { Logger } from './core/logger.ts';
import { routeMounter } from './core/mount-route.ts';
import { requestLog } from './core/request-log.ts';
import { responseShapeByPath } from './core/response-shape.ts';
import { securityHeaders } from './core/security-headers.ts';
import { rejectNulBytes } from './core/reject-nul-bytes.ts';
import type { Db } from './db/prisma.ts';
import { mountAuthRoutes } from './modules/auth/auth.router.ts';
import { mountOpsRoutes } from './modules/ops/ops.router.ts';
import { API_DOCS_PATH } from './modules/ops/api-docs.ts';
import { extractToken, verifyAccessToken } from './modules/auth/jwt.ts';
import { passwordChangeGate } from './modules/auth/password-change-gate.ts';
import { apiScopeGuard } from './modules/system/scope/api-scope-guard.ts';
import { mountSystemRoutes } from './modules/system/system.router.ts';
import { mountTranslateRoutes } from './modules/translate/translate.router.ts';
import { mountDevelopRoutes } from './modules/develop/develop.router.ts';
import { mountResourceRoutes } from './modules/resource/resource.router.ts';
import { apiLogMiddleware } from './modules/log/api-log.middleware.ts';
import { recordServerError } from './modules/log/error-log.ts';
import { mountLogRoutes } from './modules/log/log.router.ts';
import { mountFlowRoutes } from './modules/flow/flow.router.ts';
import { mountReportRoutes } from './modules/report/report.router.ts';
import type { Services } from './services.ts';
import { createServices } from './services.ts';
import { registerMessages } from './core/messages.ts';
import { flowMessages } from './modules/flow/flow-messages.ts';
import { accountMessages } from './modules/system/user/account-messages.ts';
import { smsMessages } from './modules/resource/sms/sms-messages.ts';
import { secondFactorMessages } from './modules/auth/second-factor/second-factor-messages.ts';
import { approvalMessages } from './modules/auth/approval-messages.ts';
import { passkeyMessages } from './modules/auth/passkeys/passkey-messages.ts';
import { oidcMessages } from './modules/auth/oidc/oidc-messages.ts';
import { secondFactorGate } from './modules/auth/second-factor/second-factor-gate.ts';

// The domain modules' messages join the core's (core/messages.ts imports no module).
registerMessages(flowMessages);
registerMessages(accountMessages);
registerMessages(smsMessages);
registerMessages(secondFactorMessages);
registerMessages(approvalMessages);
registerMessages(passkeyMessages);
registerMessages(oidcMessages);

export type AppOptions = {
  db: Db;
  config: AppConfig;
  /** The same database as `db`: the app listens there for cache invalidations and runs its raw reads. */
  databaseUrl: string;
  log?: (error: unknown) => void;
  /** Structured request logs (one JSON line per request); none when left out (tests). */
  logger?: Logger;
};

/** TRUST_PROXY as Express takes it: a hop count, `true`, or addresses/subnets such as `loopback`. */
const trustProxySetting = (value: string): number | boolean | string =>
  /^\d+$/.test(value) ? Number(value) : value === 'true' ? true : value;

/** Blade service prefixes: a path under one of them (with or without /api) is an API call, never a console page. */
const API_PATH = /^\/(api(\/|$)|blade-[a-z]+(\/|$))/;

/** Mounts every API route; answers the route specs mounted, in order. */
function mountApi(router: express.Router, exactRoutes: ExactRoutes, s: Services): RouteSpec[] {
  const mounted: RouteSpec[] = [];
  const mount = routeMounter(router, {
    hasPermission: (user, code) => s.menus.hasPermission(user, code),
    inFlight: s.inFlight,
    onMount: (spec) => mounted.push(spec),
    checkAnswers: s.config.checkAnswers,
    exactRoutes,
  });
  mountOpsRoutes(mount, router, s);
  exactRoutes.reserve(API_DOCS_PATH);
  mountAuthRoutes(mount, s);
  mountSystemRoutes(mount, s);
  mountTranslateRoutes(mount, s);
  mountResourceRoutes(mount, s);
  mountLogRoutes(mount, s);
  mountReportRoutes(mount, s);
  mountFlowRoutes(mount, s);
  mountDevelopRoutes(mount, s);
  // Last: the declared entities no module above mounted are served by their declaration alone.
  mountDeclaredEntities(mount, s.crudDeps, runtimeModels(s.db), new Set(mounted.map((r) => routeKey(r.method, r.path))));
  return mounted;
}

/** Serves the built console; any other non-API path gets index.html so client-side routes work on reload. */
function mountConsole(app: express.Express, webDist: string | undefined) {
  const dist = webDist ?? path.resolve(import.meta.dirname, '../../web/dist');
  const index = path.join(dist, 'index.html');
  if (!existsSync(index)) return;
  app.use(consoleAssets(dist));
  app.get(/.*/, (req, res, next) => (API_PATH.test(req.path) ? next() : res.sendFile(index, { headers: { 'Cache-Control': 'no-cache' } })));
}

export function createApp({ db, config, databaseUrl, log = (e) => console.error(e), logger }: AppOptions) {
  const services = createServices(db, config, { databaseUrl, log });
  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy) app.set('trust proxy', trustProxySetting(config.trustProxy));
  app.use(requestLog(logger));
  app.use(securityHeaders());
  // Text answers above 1 kB go compressed to clients that accept it (core/answer-compression.ts: the routes' JSON
  // answers are compressed there, before they reach this middleware); the console's own files are compressed once at
  // build time (core/console-assets.ts) and skipped here.
  app.use(compression({ threshold: COMPRESS_ABOVE_BYTES, level: GZIP_LEVEL }));
  // API answers change with every write and are never revalidated by Blade consoles: skip hashing each body.
  app.set('etag', false);
  app.set('json replacer', bladeJsonReplacer(services.dates));
  const catalog = routeCatalog().map((r) => r.spec);
  app.use(responseShapeByPath(catalog));
  app.use(express.json({ limit: config.bodyLimit }));
  app.use(express.urlencoded({ extended: false, limit: config.bodyLimit }));
  app.use(rejectNulBytes);
  app.use(
    contextMiddleware(extractToken, async (token) => {
      const claims = verifyAccessToken(token, config.jwtSecret);
      return claims && services.currentUser(claims);
    }),
  );
  // Before the API scopes: a user who must change their password hears that, whatever else would refuse them.
  app.use(passwordChangeGate(catalog));
  app.use(secondFactorGate(catalog));
  app.use(apiScopeGuard(services));

  const api = express.Router();
  const exactRoutes = createExactRoutes();
  const mountedRoutes = mountApi(api, exactRoutes, services);
  app.use(apiLogMiddleware(services.logs, mountedRoutes));
  app.use((req, res, next) => exactRoutes.middleware(req, res, next));
  app.use(api);
  mountConsole(app, config.webDist);
  app.use(apiNotFound);
  app.use(errorMiddleware(log, (error, req) => recordServerError(services.logs, error, req)));
  return Object.assign(app, { services, mountedRoutes });
}
