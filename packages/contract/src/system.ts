import { z } from 'zod';
import { pagingShape, ZId, ZIdList } from './common.ts';
import { defineRoute, permissionAccess, publicAccess, tokenAccess } from './route.ts';

/** Parameters anyone may read before signing in (the console needs them to boot). */
export const PUBLIC_PARAM_KEYS = ['system.name', 'backend.name', 'account.registerUser', 'translate.webName'] as const;

export const ZParamListNotAuth = z.object({
  paramKey: z.string().trim().optional(),
  ...pagingShape,
});

export type MenuVO = {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
  remark: string;
  children?: MenuVO[];
  hasChildren?: boolean;
};

export const systemBootRoutes = {
  menuRoutes: defineRoute({
    method: 'GET', path: '/blade-system/menu/routes', access: tokenAccess, response: 'envelope',
    query: z.object({ topMenuId: ZId.optional() }),
    summary: 'The menu tree the signed-in user may open',
  }),
  menuButtons: defineRoute({
    method: 'GET', path: '/blade-system/menu/buttons', access: tokenAccess, response: 'envelope',
    summary: 'The buttons the signed-in user may use, under the menus that own them',
  }),
  paramListNotAuth: defineRoute({
    method: 'GET', path: '/blade-system/param/listNotAuth', access: publicAccess, response: 'envelope',
    query: ZParamListNotAuth,
    summary: 'Public parameters (site and back-office names), readable before sign-in',
  }),
  userUnlock: defineRoute({
    method: 'POST', path: '/blade-system/user/unlock', aliases: ['/blade-user/unlock'],
    access: permissionAccess('user_unlock'), response: 'envelope', query: z.object({ userIds: ZIdList }),
    summary: 'Clear the failed sign-in count of users locked out after too many failures',
  }),
};
