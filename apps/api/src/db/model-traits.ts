// Which columns each model has, for the tenancy extension. A test compares these lists with schema.prisma.

/** Models whose rows belong to one tenant (a tenant_id column scoped to the caller's tenant). */
export const TENANT_MODELS = new Set(['User', 'Role', 'Dept', 'Post', 'DictBiz', 'TopMenu',
  'TranslateEntry', 'TranslateClassification', 'TranslateLabel', 'TranslateFile', 'TranslateMessage',
  'LogUsual', 'LogApi', 'LogError', 'ReportFile',
  'Oss', 'Sms', 'Attach', 'Notice', 'NoticeRead',
  // Workflow runs belong to the starter's tenant. FlowModel, FlowDeployment and FlowDefinition are not listed: their
  // tenant column (`flowTenant`) is '' for common processes every tenant sees, so the flow services filter it.
  'FlowInstance', 'FlowTask', 'FlowActivity', 'ProcessLeave']);

/** Models soft-deleted through is_deleted: reads hide deleted rows, hard deletes are refused. */
export const SOFT_DELETE_MODELS = new Set([
  'Tenant', 'Client', 'User', 'Role', 'Dept', 'Post', 'Menu', 'Param', 'Dict', 'DictBiz', 'TenantPackage', 'TopMenu',
  'DataScope', 'ApiScope', 'TranslateEntry', 'TranslateClassification', 'TranslateLabel', 'TranslateFile', 'TranslateMessage',
  'Datasource', 'DevModel', 'ModelPrototype', 'Code',
  'Oss', 'Sms', 'Attach', 'Notice',
  'ProcessLeave', 'ReportFile',
]);

/** Models with Blade's audit columns (create_user, create_dept, update_user). */
export const AUDITED_MODELS = new Set([
  'Tenant', 'Client', 'User', 'Post', 'Param', 'TenantPackage', 'TopMenu', 'DataScope', 'ApiScope',
  'TranslateEntry', 'TranslateClassification', 'TranslateLabel', 'TranslateFile', 'TranslateMessage',
  'Datasource', 'DevModel', 'ModelPrototype',
  'Oss', 'Sms', 'Attach', 'Notice',
  'ProcessLeave',
]);

/** Models whose primary key is a snowflake `id` the extension fills when a create leaves it out. */
export const SNOWFLAKE_MODELS = new Set([
  'Tenant', 'Client', 'User', 'UserRole', 'Role', 'Dept', 'Post', 'Menu', 'RoleMenu', 'Param', 'Dict', 'DictBiz',
  'LoginFailure', 'TenantPackage', 'TopMenu', 'TopMenuSetting', 'DataScope', 'ApiScope', 'RoleScope', 'UserPlatform',
  'TranslateEntry', 'TranslateClassification', 'TranslateLabel', 'TranslateFile', 'TranslateMessage',
  'LogUsual', 'LogApi', 'LogError', 'ReportFile', 'Datasource', 'DevModel', 'ModelPrototype', 'Code',
  'Oss', 'Sms', 'Attach', 'Notice', 'NoticeRead',
  'FlowDeployment', 'FlowInstance', 'FlowTask', 'FlowActivity', 'ProcessLeave',
]);

/** Models never read through a cache: writes to them (the log batches) do not clear this process's caches. */
export const UNCACHED_MODELS = new Set(['LogUsual', 'LogApi', 'LogError',
  'FlowModel', 'FlowDeployment', 'FlowDefinition', 'FlowInstance', 'FlowTask', 'FlowActivity', 'ProcessLeave', 'NoticeRead']);
