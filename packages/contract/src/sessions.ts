// 在线用户 and a user's own sessions (not in Blade): the server-side sessions of blade-auth (one per sign-in), listed
// and ended. They live under blade-auth, the service that opens and ends them. An administrator sees their tenant's
// sessions only (the platform administrator every tenant's) and may end them (强退); every user sees and ends their own.
import { z } from 'zod';
import { pagingShape, zNoData, zPage, zTime } from './common.ts';
import { defineRoute, permissionAccess, tokenAccess } from './route.ts';

/** A session id: the `sid` of the session's tokens, a UUID. */
const zSessionId = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'v.sessionId');

export const ZSession = z.object({
  id: z.string(),
  userId: z.string(),
  account: z.string(),
  realName: z.string(),
  tenantId: z.string(),
  remoteIp: z.string().nullable(),
  userAgent: z.string().nullable(),
  method: z.string(),
  createdAt: zTime,
  lastSeenAt: zTime,
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type Session = z.output<typeof ZSession>;

export const sessionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/blade-auth/session/list',
    access: permissionAccess('online_user'),
    response: 'envelope',
    answer: zPage(ZSession),
    query: z.object({
      ...pagingShape,
      account: z.string().trim().max(64).optional(),
      tenantId: z.string().trim().max(12).optional(),
    }),
    summary: "The open sessions of the caller's tenant (every tenant's for the platform administrator), last seen first",
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/blade-auth/session/remove',
    access: permissionAccess('online_user_kick'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({
      ids: z
        .string()
        .trim()
        .min(1)
        .transform((v) => v.split(',').map((s) => s.trim()))
        .pipe(z.array(zSessionId).min(1).max(100)),
    }),
    summary: "End sessions of the caller's tenant (强退): their tokens are refused from the next request on",
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/blade-auth/session/mine',
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(ZSession),
    summary: "The caller's own open sessions, the current one marked",
  }),
  removeMine: defineRoute({
    method: 'POST',
    path: '/blade-auth/session/remove-mine',
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    query: z.object({ id: zSessionId }),
    summary: "End one of the caller's own sessions",
  }),
};
