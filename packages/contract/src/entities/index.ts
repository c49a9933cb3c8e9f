// The entities of the product, one line each: every entity declaration exported from here is registered
// (entities/registry.ts finds them), so its routes, API mount, menu and console screen follow from this line.
export * from './base.ts';
export * from './post.ts';
export * from './param.ts';
export * from './client.ts';
export * from './tree-fields.ts';
export * from './dict.ts';
export * from './dict-biz.ts';
export * from './dept.ts';
export * from './region.ts';
export * from './user.ts';
export * from './tenant.ts';
export * from './tenant-package.ts';
export * from './menu.ts';
export * from './topmenu.ts';
export * from './role.ts';
export * from './data-scope.ts';
export * from './api-scope.ts';
export * from './translate.ts';
export * from './oss.ts';
export * from './sms.ts';
export * from './attach.ts';
export * from './notice.ts';
export * from './log.ts';
export * from './report.ts';
export * from './export.ts';
export * from './datasource.ts';
export * from './model.ts';
export * from './code.ts';

