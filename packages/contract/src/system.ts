import { z } from 'zod';
import type { Tree } from './common.ts';
import { pagingShape, ZId, ZIdList, zNoData, zPage, zTree } from './common.ts';
import { defineRoute, permissionAccess, publicAccess, tokenAccess } from './route.ts';
import { menuVo } from './entities/menu.ts';

/** Parameters anyone may read before signing in (the console needs them to boot). */
export const PUBLIC_PARAM_KEYS = ['system.name', 'backend.name', 'account.registerUser', 'translate.webName'] as const;

export const ZParamListNotAuth = z.object({
  paramKey: z.string().trim().optional(),
  ...pagingShape,
});

/** The console's menu tree (routes, buttons): MenuVO nodes. */
const zMenuRoutes = z.array(zTree('MenuVO', menuVo));
export type MenuVO = Tree<z.output<typeof menuVo>>;

export const systemBootRoutes = {
  menuRoutes: defineRoute({
    method: 'GET',
    path: '/blade-system/menu/routes',
    access: tokenAccess,
    response: 'envelope',
    answer: zMenuRoutes,
    query: z.object({ topMenuId: ZId.optional() }),
    summary: 'The menu tree the signed-in user may open',
  }),
  menuButtons: defineRoute({
    method: 'GET',
    path: '/blade-system/menu/buttons',
    access: tokenAccess,
    response: 'envelope',
    answer: zMenuRoutes,
    summary: 'The buttons the signed-in user may use, under the menus that own them',
  }),
  // Sword's route guard reads it; Saber does not call it.
  menuAuthRoutes: defineRoute({
    method: 'GET',
    path: '/blade-system/menu/auth-routes',
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(z.record(z.string(), z.object({ authority: z.array(z.string()) }))),
    summary: 'Each menu path the signed-in user holds, with the aliases of their roles that grant it',
  }),
  paramListNotAuth: defineRoute({
    method: 'GET',
    path: '/blade-system/param/listNotAuth',
    access: publicAccess,
    response: 'envelope',
    answer: zPage(z.object({ id: z.string(), paramName: z.string(), paramKey: z.string(), paramValue: z.string() })),
    query: ZParamListNotAuth,
    summary: 'Public parameters (site and back-office names), readable before sign-in',
  }),
  userUnlock: defineRoute({
    method: 'POST',
    path: '/blade-system/user/unlock',
    aliases: ['/blade-user/unlock'],
    access: permissionAccess('user_unlock'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ userIds: ZIdList }),
    summary: 'Clear the failed sign-in count of users locked out after too many failures',
  }),
};
