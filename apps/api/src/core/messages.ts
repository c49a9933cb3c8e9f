// Every message the API speaks, in Chinese (the default, as Blade) and English. Errors carry a key from here;
// the response picks the language from the request's Accept-Language.
export const messages = {
  ok: { zh: '操作成功', en: 'Operation succeeded' },
  noData: { zh: '暂无承载数据', en: 'No payload data' },
  failed: { zh: '操作失败', en: 'Operation failed' },
  unauthorized: { zh: '请求未授权', en: 'Request not authorized' },
  tokenMissing: { zh: '缺失令牌,鉴权失败', en: 'Token missing, authentication failed' },
  tokenInvalid: { zh: '令牌无效或已过期,请重新登录', en: 'The token is invalid or has expired, please sign in again' },
  forbidden: { zh: '缺少访问权限', en: 'You do not have permission for this' },
  notFound: { zh: '请求的资源不存在: {path}', en: 'No such resource: {path}' },
  methodNotAllowed: { zh: '不支持的请求方法', en: 'Method not allowed' },
  badJson: { zh: '请求体不是合法的JSON', en: 'The request body is not valid JSON' },
  bodyTooLarge: { zh: '请求体过大,上限为{limit}', en: 'The request body is too large (limit {limit})' },
  badParam: { zh: '参数 {field} 不正确: {reason}', en: 'Parameter {field} is invalid: {reason}' },
  badFilterValue: { zh: '参数 {field} 的值 "{value}" 无效', en: 'Parameter {field} has an invalid value "{value}"' },
  notFoundRecord: { zh: '数据不存在或已被删除', en: 'The record does not exist or was deleted' },
  codeExists: { zh: '编号 [{code}] 已存在!', en: 'Code [{code}] already exists!' },
  deleteChildrenFirst: { zh: '请先删除子节点!', en: 'Delete the child nodes first!' },
  internal: { zh: '服务器内部错误,请稍后再试', en: 'Internal server error, please try again later' },
  // Sign-in
  clientMissing: { zh: '请求头中无client信息', en: 'No client information in the request header' },
  clientInvalid: { zh: '客户端认证失败!', en: 'Client authentication failed!' },
  grantNotAllowed: { zh: '当前客户端不支持该授权类型', en: 'This client may not use that grant type' },
  grantUnsupported: { zh: '不支持的授权类型: {grant}', en: 'Unsupported grant type: {grant}' },
  grantNotConfigured: { zh: '未配置第三方登录({grant}),请使用账号密码登录', en: 'Third-party sign-in ({grant}) is not configured; sign in with account and password' },
  credentialsRequired: { zh: '请输入账号和密码', en: 'Enter the account and the password' },
  badCredentials: { zh: '用户名或密码不正确', en: 'Incorrect username or password' },
  tenantNotFound: { zh: '租户ID未找到', en: 'Tenant id not found' },
  tenantExpired: { zh: '租户授权已过期,请联系管理员', en: 'The tenant licence has expired, contact the administrator' },
  noRoles: { zh: '未获得用户的角色信息', en: 'The user has no roles' },
  userDisabled: { zh: '该账号已被停用,请联系管理员', en: 'This account is disabled, contact the administrator' },
  captchaInvalid: { zh: '验证码不正确', en: 'Incorrect captcha' },
  tooManyFailures: { zh: '登录错误次数过多,请稍后再试', en: 'Too many failed sign-ins, try again later' },
  refreshExpired: { zh: '令牌授权已过期', en: 'The refresh token has expired' },
  // Registration
  registerClosed: { zh: '当前系统未开启用户注册功能', en: 'User registration is not enabled' },
  userExists: { zh: '当前用户 [{account}] 已存在!', en: 'User [{account}] already exists!' },
  tenantQuotaReached: { zh: '当前租户已到最大账号额度!', en: 'The tenant has reached its account quota!' },
  // Tenants and tenant packages
  tenantRemoveAdmin: { zh: '不可删除管理租户!', en: 'The administration tenant cannot be deleted!' },
  tenantDateInvalid: { zh: '参数 {field} 不是有效的时间(yyyy-MM-dd HH:mm:ss): {value}', en: 'Parameter {field} is not a valid time (yyyy-MM-dd HH:mm:ss): {value}' },
  tenantDomainTaken: { zh: '域名 [{domain}] 已绑定其他租户', en: 'Domain [{domain}] is already bound to another tenant' },
  tenantPackageMissing: { zh: '产品包不存在或已被删除', en: 'The tenant package does not exist or was deleted' },
  tenantPackageUnknownMenus: { zh: '菜单 [{ids}] 不存在', en: 'Menus [{ids}] do not exist' },
  // Dictionaries, departments and regions
  dictCodeRequired: { zh: '请输入字典编号', en: 'Enter the dictionary code' },
  dictKeyRequired: { zh: '请输入字典键值', en: 'Enter the dictionary key' },
  dictCodeExists: { zh: '字典编号 [{code}] 已存在!', en: 'Dictionary code [{code}] already exists!' },
  dictKeyExists: { zh: '字典 [{code}] 中已存在键值 [{key}]!', en: 'Dictionary [{code}] already has the key [{key}]!' },
  dictParentNotFound: { zh: '上级字典不存在或已被删除', en: 'The parent dictionary entry does not exist or was deleted' },
  treeParentSelf: { zh: '父节点不可选择自身!', en: 'A node cannot be its own parent!' },
  treeParentIsDescendant: { zh: '父节点不可选择自身的下级节点!', en: 'A node cannot be moved under one of its own descendants!' },
  deptParentNotFound: { zh: '上级部门不存在或已被删除', en: 'The parent department does not exist or was deleted' },
  deptHasUsers: { zh: '部门 [{name}] 下仍有用户,请先调整这些用户的部门!', en: 'Department [{name}] still has users; move them to another department first!' },
  regionParentNotFound: { zh: '上级区划 [{code}] 不存在', en: 'The parent region [{code}] does not exist' },
  regionTooDeep: { zh: '行政区划最多五级(村级),无法在 [{code}] 下新增', en: 'Regions go five levels deep (village); nothing can be added under [{code}]' },
  regionParentFixed: { zh: '区划 [{code}] 的上级区划不可修改', en: 'The parent of region [{code}] cannot be changed' },
  // Users (modules/system/user)
  userPasswordRequired: { zh: '请输入密码', en: 'Enter a password for the new user' },
  userRemoveSelf: { zh: '不能删除当前登录的用户!', en: 'You cannot remove your own account!' },
  userOldPasswordWrong: { zh: '原密码不正确!', en: 'The old password is incorrect!' },
  userConfirmPassword: { zh: '请输入正确的确认密码!', en: 'The confirmation does not match the new password!' },
  userRoleNotInTenant: { zh: '角色 [{id}] 不存在或不属于该用户的租户', en: "Role [{id}] does not exist or does not belong to the user's tenant" },
  userDeptNotInTenant: { zh: '部门 [{id}] 不存在或不属于该用户的租户', en: "Department [{id}] does not exist or does not belong to the user's tenant" },
  userPostNotInTenant: { zh: '岗位 [{id}] 不存在或不属于该用户的租户', en: "Post [{id}] does not exist or does not belong to the user's tenant" },
  userGrantAdministrator: { zh: '只有超级管理员可以授予超级管理员角色', en: 'Only an administrator may grant the administrator role' },
  userBadBirthday: { zh: '生日格式应为 yyyy-MM-dd HH:mm:ss', en: 'The birthday must be yyyy-MM-dd HH:mm:ss' },
  userExtInvalid: { zh: '扩展信息 userExt 必须是合法的JSON', en: 'userExt must be valid JSON' },
  userImportFileMissing: { zh: '请以字段 file 上传一个 .xlsx 文件', en: 'Upload an .xlsx file in the form field "file"' },
  userImportNotXlsx: { zh: '只支持 .xlsx 格式的Excel文件', en: 'Only .xlsx Excel files are accepted' },
  userImportTooLarge: { zh: '文件过大,上限为{limit}', en: 'The file is too large (limit {limit})' },
  userImportUnreadable: { zh: '无法读取该Excel文件,请使用导出的模板', en: 'The Excel file cannot be read; use the exported template' },
  userImportNoAccountColumn: { zh: '表头缺少 [账号] 列,请使用导出的模板', en: 'The header row has no [账号] (account) column; use the exported template' },
  userImportTooManyRows: { zh: '一次最多导入{max}行', en: 'At most {max} rows can be imported at once' },
  userImportAccountRequired: { zh: '账号不能为空', en: 'The account is empty' },
  userImportNameRequired: { zh: '昵称不能为空', en: 'The nickname is empty' },
  userImportTooLong: { zh: '[{field}] 不能超过{max}个字符', en: '[{field}] is longer than {max} characters' },
  userImportBadValue: { zh: '[{field}] 的值 "{value}" 无效', en: '[{field}] has an invalid value "{value}"' },
  userImportDuplicate: { zh: '账号 [{account}] 与第{row}行重复', en: 'Account [{account}] repeats row {row}' },
  userImportUnknown: { zh: '[{field}] 中的 "{value}" 不存在', en: '"{value}" in [{field}] does not exist' },
  // Menus, top menus, roles, data scopes and API scopes (modules/system/menu, topmenu, role, scope)
  menuExists: { zh: '菜单名或编号已存在!', en: 'A menu with this name or code already exists!' },
  menuParentMissing: { zh: '上级菜单不存在或已被删除', en: 'The parent menu does not exist or was deleted' },
  menuParentNotMenu: { zh: '上级节点只能是菜单,不能是按钮!', en: 'The parent must be a menu, not a button!' },
  menuButtonWithChildren: { zh: '存在子节点的菜单不能改为按钮!', en: 'A menu that has child nodes cannot become a button!' },
  grantUnknownMenus: { zh: '菜单 [{ids}] 不存在或已被删除', en: 'Menus [{ids}] do not exist or were deleted' },
  grantUnknownScopes: { zh: '权限 [{ids}] 不存在或已被删除', en: 'Scopes [{ids}] do not exist or were deleted' },
  grantUnknownRoles: { zh: '角色 [{ids}] 不存在或已被删除', en: 'Roles [{ids}] do not exist or were deleted' },
  grantUnknownTopMenus: { zh: '顶部菜单 [{ids}] 不存在或已被删除', en: 'Top menus [{ids}] do not exist or were deleted' },
  grantNotHeld: { zh: '只能授予自己拥有的菜单和权限', en: 'You can only grant menus and scopes you hold yourself' },
  roleAdministratorForbidden: { zh: '无权限创建或修改超管角色!', en: 'Only an administrator may create or change the administrator role!' },
  roleParentMissing: { zh: '上级角色不存在或已被删除', en: 'The parent role does not exist or was deleted' },
  roleParentOtherTenant: { zh: '上级角色属于其他租户', en: 'The parent role belongs to another tenant' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageKey = keyof typeof messages;
export type Language = 'zh' | 'en';

export function translate(key: MessageKey, language: Language, params: Record<string, string | number> = {}): string {
  return messages[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** Chinese unless the client prefers English over Chinese. */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'zh';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}
