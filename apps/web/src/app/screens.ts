// The screen registry: console path -> page. A menu path listed here shows its page; a menu path not (yet)
// listed shows "screen under construction"; any other path is a 404. Feature areas add their screens here.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page.ts';

export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/translateBackstage/index': lazyPage(() => import('../features/translate/translate-home-placeholder.tsx'), 'TranslateHomePlaceholder'),
  '/system/param': lazyPage(() => import('../features/system/param-page.tsx'), 'ParamPage'),
  '/system/post': lazyPage(() => import('../features/system/post-page.tsx'), 'PostPage'),
  '/system/client': lazyPage(() => import('../features/system/client-page.tsx'), 'ClientPage'),
  '/system/tenant': lazyPage(() => import('../features/system/tenant-page.tsx'), 'TenantPage'),
  '/system/tenantpackage': lazyPage(() => import('../features/system/tenant-package-page.tsx'), 'TenantPackagePage'),
  '/system/topmenu': lazyPage(() => import('../features/system/topmenu-page.tsx'), 'TopMenuPage'),
  '/system/dictbiz': lazyPage(() => import('../features/system/dict-biz-page.tsx'), 'DictBizPage'),
  '/system/dict': lazyPage(() => import('../features/system/dict-biz-page.tsx'), 'DictPage'),
  '/dict-horizontal/index': lazyPage(() => import('../features/system/dict-biz-page.tsx'), 'DictHorizontalPage'),
  '/dict-vertical/index': lazyPage(() => import('../features/system/dict-biz-page.tsx'), 'DictVerticalPage'),
  '/system/user': lazyPage(() => import('../features/system/user-page.tsx'), 'UserPage'),
  '/system/dept': lazyPage(() => import('../features/system/dept-page.tsx'), 'DeptPage'),
  '/system/menu': lazyPage(() => import('../features/system/menu-page.tsx'), 'MenuPage'),
  '/authority/role': lazyPage(() => import('../features/system/role-page.tsx'), 'RolePage'),
  '/authority/datascope': lazyPage(() => import('../features/system/scope-page.tsx'), 'DataScopePage'),
  '/authority/apiscope': lazyPage(() => import('../features/system/scope-page.tsx'), 'ApiScopePage'),
  '/base/region': lazyPage(() => import('../features/system/region-page.tsx'), 'RegionPage'),
  '/flow/model': lazyPage(() => import('../features/flow/model-page.tsx'), 'FlowModelPage'),
  '/flow/deploy': lazyPage(() => import('../features/flow/deploy-page.tsx'), 'FlowDeployPage'),
  '/flow/manager': lazyPage(() => import('../features/flow/manager-page.tsx'), 'FlowManagerPage'),
  '/flow/follow': lazyPage(() => import('../features/flow/follow-page.tsx'), 'FlowFollowPage'),
  '/work/start': lazyPage(() => import('../features/flow/work-pages.tsx'), 'WorkStartPage'),
  '/work/claim': lazyPage(() => import('../features/flow/work-pages.tsx'), 'WorkClaimPage'),
  '/work/todo': lazyPage(() => import('../features/flow/work-pages.tsx'), 'WorkTodoPage'),
  '/work/send': lazyPage(() => import('../features/flow/work-pages.tsx'), 'WorkSendPage'),
  '/work/done': lazyPage(() => import('../features/flow/work-pages.tsx'), 'WorkDonePage'),
};
