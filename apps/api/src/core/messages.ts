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
