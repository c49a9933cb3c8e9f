// The route table: every /api route of the product, in one list. The API mounts routes one by one from the
// feature modules; a test compares what was mounted with this list, so a route missing here (and therefore missing
// from the OpenAPI document and the authorization matrix) fails the build.
import { authRoutes } from './auth.ts';
import { crudRoutes } from './crud.ts';
import { ENTITIES } from './entities/registry.ts';
import { deptRoutes } from './entities/dept.ts';
import { dictBizRoutes } from './entities/dict-biz.ts';
import { dictRoutes } from './entities/dict.ts';
import { menuRoutes } from './entities/menu.ts';
import { postRoutes } from './entities/post.ts';
import { regionRoutes } from './entities/region.ts';
import { roleRoutes } from './entities/role.ts';
import { tenantPackageRoutes } from './entities/tenant-package.ts';
import { tenantRoutes } from './entities/tenant.ts';
import { topMenuRoutes } from './entities/topmenu.ts';
import { translateRoutes } from './entities/translate.ts';
import { userRoutes } from './entities/user.ts';
import { logRouteGroup } from './entities/log.ts';
import { reportRoutes } from './entities/report.ts';
import { exportRoutes } from './entities/export.ts';
import { codeRoutes } from './entities/code.ts';
import { datasourceRoutes } from './entities/datasource.ts';
import { modelRoutes } from './entities/model.ts';
import { flowFollowRoutes, flowManagerRoutes, flowModelRoutes, flowProcessRoutes, flowWorkRoutes, leaveRoutes } from './flow.ts';
import { flowFormRoutes } from './flow-forms.ts';
import { flowTaskRoutes } from './flow-tasks.ts';
import { leaveAdjustRoutes } from './leave-adjust.ts';
import { inboxRoutes } from './inbox.ts';
import { opsRoutes } from './ops.ts';
import { attachRoutes } from './entities/attach.ts';
import { ossRoutes } from './entities/oss.ts';
import { smsRoutes } from './entities/sms.ts';
import { noticeRoutes } from './entities/notice.ts';
import type { RouteSpec } from './route.ts';
import { systemBootRoutes } from './system.ts';
import { secondFactorRoutes } from './second-factor.ts';
import { sessionRoutes } from './sessions.ts';
import { userApprovalRoutes } from './user-approval.ts';
import { passkeyRoutes } from './passkeys.ts';
import { oidcRoutes } from './oidc.ts';

/** Hand-declared route groups, keyed by the tag they get in the API documentation. */
export const ROUTE_GROUPS = {
  log: logRouteGroup,
  report: reportRoutes,
  export: exportRoutes,
  ops: opsRoutes,
  auth: authRoutes,
  'second-factor': secondFactorRoutes,
  session: sessionRoutes,
  'user-approval': userApprovalRoutes,
  passkey: passkeyRoutes,
  oidc: oidcRoutes,
  system: systemBootRoutes,
  user: userRoutes,
  dept: deptRoutes,
  post: postRoutes,
  region: regionRoutes,
  role: roleRoutes,
  menu: menuRoutes,
  topmenu: topMenuRoutes,
  tenant: tenantRoutes,
  'tenant-package': tenantPackageRoutes,
  dict: dictRoutes,
  'dict-biz': dictBizRoutes,
  translate: translateRoutes,
  oss: ossRoutes,
  attach: attachRoutes,
  sms: smsRoutes,
  notice: noticeRoutes,
  'flow-work': flowWorkRoutes,
  'flow-forms': flowFormRoutes,
  'flow-task': flowTaskRoutes,
  'leave-adjust': leaveAdjustRoutes,
  inbox: inboxRoutes,
  'flow-model': flowModelRoutes,
  'flow-manager': flowManagerRoutes,
  'flow-follow': flowFollowRoutes,
  'flow-process': flowProcessRoutes,
  leave: leaveRoutes,
  datasource: datasourceRoutes,
  model: modelRoutes,
  code: codeRoutes,
} satisfies Record<string, Record<string, RouteSpec>>;

/** Each group's routes with their declared types (the console's typed client reads them, apps/web/src/api). */
export type RouteGroups = typeof ROUTE_GROUPS;

export type CatalogRoute = { tag: string; spec: RouteSpec };

export const routeKey = (method: string, path: string) => `${method} ${path}`;

/**
 * Every route once, with its documentation tag. A hand-declared route wins over a generated CRUD action on the same
 * method and path (modules replace some standard actions with richer ones).
 */
export function routeCatalog(): CatalogRoute[] {
  const byKey = new Map<string, CatalogRoute>();
  for (const [tag, group] of Object.entries(ROUTE_GROUPS as Record<string, Record<string, RouteSpec>>)) {
    for (const spec of Object.values(group)) byKey.set(routeKey(spec.method, spec.path), { tag, spec });
  }
  for (const entity of ENTITIES) {
    for (const spec of Object.values(crudRoutes(entity)) as RouteSpec[]) {
      const key = routeKey(spec.method, spec.path);
      if (!byKey.has(key)) byKey.set(key, { tag: entity.name, spec });
    }
  }
  return [...byKey.values()];
}
