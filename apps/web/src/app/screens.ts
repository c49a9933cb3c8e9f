// The screen registry: console path -> page. A menu path listed here shows its page; a menu path not (yet)
// listed shows "screen under construction"; any other path is a 404. Screens of declared entities (the contract's
// `screen`) are found by the entity's name: `<name>-page.tsx` anywhere under features/, exporting `<Name>Page`,
// else the entity's default screen (components/crud/entity-page.tsx). Screens without an entity are listed here by hand.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page.ts';

declare const __ENTITY_SCREENS__: Record<string, { name: string; derived: boolean }>;

/** Every page module of the feature areas, loaded when its screen is first opened. */
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>('../features/**/*-page.tsx');

/** `shelf-book` -> `ShelfBookPage`. */
const pageExport = (name: string) =>
  `${name
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}Page`;

/** The default screen of a declared entity that has no page of its own. */
const defaultPage = (name: string) =>
  lazy(async () => {
    const { EntityPage } = await import('../components/crud/entity-page.tsx');
    return { default: () => createElement(EntityPage, { name }) };
  });

/** The declared entities' screens: route -> the page named after the entity, or its default screen. */
function entityScreens(): Record<string, LazyExoticComponent<ComponentType>> {
  return Object.fromEntries(
    Object.entries(__ENTITY_SCREENS__).map(([route, { name, derived }]): [string, LazyExoticComponent<ComponentType>] => {
      const file = Object.keys(PAGE_MODULES).find((f) => f.endsWith(`/${name}-page.tsx`));
      if (file) return [route, lazyPage(PAGE_MODULES[file]!, pageExport(name))];
      if (!derived)
        throw new Error(`Entity ${name} declares the screen ${route} without its fields, and no ${name}-page.tsx exists under features/`);
      return [route, defaultPage(name)];
    }),
  );
}

/** A location's path as the registry keys it: without a trailing slash. */
export const screenPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

export const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  ...entityScreens(),
  '/tool/datasource': lazyPage(() => import('../features/develop/datasource-page.tsx'), 'DatasourcePage'),
  '/tool/model': lazyPage(() => import('../features/develop/model-page.tsx'), 'ModelPage'),
  '/tool/code': lazyPage(() => import('../features/develop/code-page.tsx'), 'CodePage'),
  '/monitor/log/usual': lazyPage(() => import('../features/log/log-pages.tsx'), 'UsualLogPage'),
  '/monitor/log/api': lazyPage(() => import('../features/log/log-pages.tsx'), 'ApiLogPage'),
  '/monitor/log/error': lazyPage(() => import('../features/log/log-pages.tsx'), 'ErrorLogPage'),
  '/monitor/log/sign-in': lazyPage(() => import('../features/log/sign-in-log-page.tsx'), 'SignInLogPage'),
  '/monitor/online': lazyPage(() => import('../features/sessions/online-page.tsx'), 'OnlinePage'),
  '/system/user-approval': lazyPage(() => import('../features/system/user-approval-page.tsx'), 'UserApprovalPage'),
  '/report/reportlist': lazyPage(() => import('../features/log/report-page.tsx'), 'ReportListPage'),
  '/translateBackstage/index': lazyPage(() => import('../features/translate/backstage/translate-home.tsx'), 'TranslateHome'),
  '/translation/entry': lazyPage(() => import('../features/translate/backstage/entry-page.tsx'), 'EntryPage'),
  '/translation/classification': lazyPage(() => import('../features/translate/backstage/tree-pages.tsx'), 'ClassificationPage'),
  '/translation/label': lazyPage(() => import('../features/translate/backstage/tree-pages.tsx'), 'LabelPage'),
  '/translation/file': lazyPage(() => import('../features/translate/backstage/file-page.tsx'), 'FilePage'),
  '/translation/message': lazyPage(() => import('../features/translate/backstage/message-page.tsx'), 'MessagePage'),
  '/translation/site': lazyPage(() => import('../features/translate/backstage/site-page.tsx'), 'SitePage'),
  '/system/tenant': lazyPage(() => import('../features/system/tenant-page.tsx'), 'TenantPage'),
  '/system/tenantpackage': lazyPage(() => import('../features/system/tenant-package-page.tsx'), 'TenantPackagePage'),
  '/system/topmenu': lazyPage(() => import('../features/system/topmenu-page.tsx'), 'TopMenuPage'),
  '/system/dictbiz': lazyPage(() => import('../features/system/dict-biz-page.tsx'), 'DictBizPage'),
  '/system/dict': lazyPage(() => import('../features/system/dict-biz-page.tsx'), 'DictPage'),
  '/dict-horizontal/index': lazyPage(() => import('../features/system/dict-biz-page.tsx'), 'DictHorizontalPage'),
  '/dict-vertical/index': lazyPage(() => import('../features/system/dict-biz-page.tsx'), 'DictVerticalPage'),
  '/system/oidc-provider': lazyPage(() => import('../features/system/oidc-provider-page.tsx'), 'OidcProviderPage'),
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
  '/resource/oss': lazyPage(() => import('../features/resource/oss-page.tsx'), 'OssPage'),
  '/resource/sms': lazyPage(() => import('../features/resource/sms-page.tsx'), 'SmsPage'),
  '/resource/attach': lazyPage(() => import('../features/resource/attach-page.tsx'), 'AttachPage'),
  '/desk/notice': lazyPage(() => import('../features/resource/notice-page.tsx'), 'NoticePage'),
};
