// Every message the API speaks, in Chinese (the default, as Blade) and English. Errors carry a key from here;
// the response picks the language from the request's Accept-Language.
import type { Language } from '../lib/request-context.ts';

type Message = { zh: string; en: string };

/** The messages of the core: answers and refusals every part of the API shares. */
const coreMessages = {
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
  nulByte: { zh: '参数 {field} 含有不允许的空字符(\\u0000)', en: 'Parameter {field} contains a NUL character (\\u0000)' },
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
  credentialsRequired: { zh: '请输入账号和密码', en: 'Enter the account and the password' },
  badCredentials: { zh: '用户名或密码不正确', en: 'Incorrect username or password' },
  passwordUnreadable: {
    zh: '密码无法解密,请确认控制台配置的SM2公钥与服务器一致',
    en: "The password could not be decrypted: check that the console is configured with the server's SM2 public key",
  },
  tenantNotFound: { zh: '租户ID未找到', en: 'Tenant id not found' },
  tenantExpired: { zh: '租户授权已过期,请联系管理员', en: 'The tenant licence has expired, contact the administrator' },
  noRoles: { zh: '未获得用户的角色信息', en: 'The user has no roles' },
  userDisabled: { zh: '该账号已被停用,请联系管理员', en: 'This account is disabled, contact the administrator' },
  captchaInvalid: { zh: '验证码不正确', en: 'Incorrect captcha' },
  tooManyFailures: { zh: '登录错误次数过多,请稍后再试', en: 'Too many failed sign-ins, try again later' },
  passwordChangeRequired: { zh: '请先修改初始密码', en: 'Please change your initial password first' },
  firstPasswordExpired: {
    zh: '初始密码已过期,请联系管理员重置密码',
    en: 'The initial password has expired: ask an administrator to reset it',
  },
  refreshExpired: { zh: '令牌授权已过期', en: 'The refresh token has expired' },
  // Registration
  registerClosed: { zh: '当前系统未开启用户注册功能', en: 'User registration is not enabled' },
  userExists: { zh: '当前用户 [{account}] 已存在!', en: 'User [{account}] already exists!' },
  tenantQuotaReached: { zh: '当前租户已到最大账号额度!', en: 'The tenant has reached its account quota!' },
  // Tenants and tenant packages
  tenantRemoveAdmin: { zh: '不可删除管理租户!', en: 'The administration tenant cannot be deleted!' },
  tenantDateInvalid: {
    zh: '参数 {field} 不是有效的时间(yyyy-MM-dd HH:mm:ss): {value}',
    en: 'Parameter {field} is not a valid time (yyyy-MM-dd HH:mm:ss): {value}',
  },
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
  deptHasUsers: {
    zh: '部门 [{name}] 下仍有用户,请先调整这些用户的部门!',
    en: 'Department [{name}] still has users; move them to another department first!',
  },
  regionParentNotFound: { zh: '上级区划 [{code}] 不存在', en: 'The parent region [{code}] does not exist' },
  regionTooDeep: {
    zh: '行政区划最多五级(村级),无法在 [{code}] 下新增',
    en: 'Regions go five levels deep (village); nothing can be added under [{code}]',
  },
  regionImportDuplicate: { zh: '区划编号 [{code}] 与第{row}行重复', en: 'Region code [{code}] repeats row {row}' },
  regionImportMismatch: {
    zh: '[{field}] 的值 "{value}" 与上级区划不符,应为 "{expected}"',
    en: '[{field}] "{value}" does not match the parent region; it is "{expected}"',
  },
  regionImportConflict: { zh: '导入期间区划数据被修改,请重新导入', en: 'The regions changed during the import; import again' },
  regionParentFixed: { zh: '区划 [{code}] 的上级区划不可修改', en: 'The parent of region [{code}] cannot be changed' },
  // Users (modules/system/user)
  userPasswordRequired: { zh: '请输入密码', en: 'Enter a password for the new user' },
  userRemoveSelf: { zh: '不能删除当前登录的用户!', en: 'You cannot remove your own account!' },
  userOldPasswordWrong: { zh: '原密码不正确!', en: 'The old password is incorrect!' },
  userNewPasswordSame: { zh: '新密码不能与原密码相同!', en: 'The new password must differ from the old one!' },
  userConfirmPassword: { zh: '请输入正确的确认密码!', en: 'The confirmation does not match the new password!' },
  passwordTooShort: { zh: '密码至少需要{min}个字符', en: 'The password needs at least {min} characters' },
  passwordTooCommon: { zh: '该密码过于常见,容易被猜中,请换一个', en: 'This password is too common and easily guessed: choose another' },
  passwordsIssued: {
    zh: '密码已重置。新密码只显示这一次,请转交本人,首次登录须修改,{hours}小时内未使用即失效: {list}',
    en: 'Passwords reset. The new passwords are shown only this once: hand them over; they must be changed at the first sign-in and expire unused after {hours} hours: {list}',
  },
  tenantCreated: {
    zh: '租户已创建。管理员账号 admin 的初始密码只显示这一次,请转交租户负责人,首次登录须修改,{hours}小时内未使用即失效: {password}',
    en: 'Tenant created. The initial password of its admin account is shown only this once: hand it to the tenant owner; it must be changed at the first sign-in and expires unused after {hours} hours: {password}',
  },
  userRoleNotInTenant: {
    zh: '角色 [{id}] 不存在或不属于该用户的租户',
    en: "Role [{id}] does not exist or does not belong to the user's tenant",
  },
  userDeptNotInTenant: {
    zh: '部门 [{id}] 不存在或不属于该用户的租户',
    en: "Department [{id}] does not exist or does not belong to the user's tenant",
  },
  userPostNotInTenant: {
    zh: '岗位 [{id}] 不存在或不属于该用户的租户',
    en: "Post [{id}] does not exist or does not belong to the user's tenant",
  },
  userGrantAdministrator: {
    zh: '只有同级或更高的管理员可以授予管理员角色',
    en: 'Only an administrator of the same or a higher rank may grant an administrator role',
  },
  userBadBirthday: { zh: '生日格式应为 yyyy-MM-dd HH:mm:ss', en: 'The birthday must be yyyy-MM-dd HH:mm:ss' },
  userExtInvalid: { zh: '扩展信息 userExt 必须是合法的JSON', en: 'userExt must be valid JSON' },
  userImportFileMissing: { zh: '请以字段 file 上传一个 .xlsx 文件', en: 'Upload an .xlsx file in the form field "file"' },
  userImportNotXlsx: { zh: '只支持 .xlsx 格式的Excel文件', en: 'Only .xlsx Excel files are accepted' },
  userImportTooLarge: { zh: '文件过大,上限为{limit}', en: 'The file is too large (limit {limit})' },
  userImportUnreadable: { zh: '无法读取该Excel文件,请使用导出的模板', en: 'The Excel file cannot be read; use the exported template' },
  importRequired: { zh: '[{field}] 不能为空', en: '[{field}] is empty' },
  importTooLong: { zh: '[{field}] 不能超过{max}个字符', en: '[{field}] is longer than {max} characters' },
  importBadValue: { zh: '[{field}] 的值 "{value}" 无效', en: '[{field}] has an invalid value "{value}"' },
  importNoColumn: {
    zh: '表头缺少 [{column}] 列,请使用导出的模板',
    en: 'The header row has no [{column}] column; use the exported template',
  },
  importTooManyRows: { zh: '一次最多导入{max}行', en: 'At most {max} rows can be imported at once' },
  userImportAccountRequired: { zh: '账号不能为空', en: 'The account is empty' },
  userImportNameRequired: { zh: '昵称不能为空', en: 'The nickname is empty' },
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
  // Translation platform (modules/translate)
  translateEntryExists: {
    zh: '该分类下已存在相同的词条: {chinese} / {english}',
    en: 'This classification already has the entry {chinese} / {english}',
  },
  translateClassificationMissing: { zh: '分类不存在或已被删除', en: 'The classification does not exist or was deleted' },
  translateClassificationInUse: {
    zh: '该分类下还有词条,请先删除或移走词条!',
    en: 'The classification still holds entries: remove or move them first!',
  },
  translateParentMissing: { zh: '上级节点不存在或已被删除', en: 'The parent node does not exist or was deleted' },
  translateParentSelf: { zh: '上级节点不能是自己', en: 'A node cannot be its own parent' },
  translateReplyToReply: { zh: '只能回复顶层留言', en: 'Only top-level messages can be replied to' },
  translateMessageMissing: { zh: '留言不存在或已被删除', en: 'The message does not exist or was deleted' },
  translateManagerOnly: { zh: '仅管理员可以回复留言', en: 'Only managers can reply to messages' },
  translateMessagePending: { zh: '留言已提交,审核通过后显示', en: 'Message submitted; it will show once approved' },
  translateReplyToPending: { zh: '该留言尚未审核通过,不能回复', en: 'This message awaits approval and cannot be replied to yet' },
  rateLimited: { zh: '请求过于频繁,请{seconds}秒后再试', en: 'Too many requests, try again in {seconds} s' },
  translateRateLimited: { zh: '操作过于频繁,请{seconds}秒后再试', en: 'Too many messages, try again in {seconds} s' },
  uploadFileMissing: { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  translateImportType: { zh: '只支持 .csv 和 .xlsx 文件', en: 'Only .csv and .xlsx files are accepted' },
  translateImportUnreadable: { zh: '无法读取该文件,请使用导出的格式', en: 'The file cannot be read; use the export format' },
  translateImportNoHeader: { zh: '表头缺少 [中文] 或 [英文] 列', en: 'The header row needs [中文]/chinese and [英文]/english columns' },
  translateImportTooManyRows: { zh: '一次最多导入{max}行', en: 'At most {max} rows can be imported at once' },
  translateImportUnknownClassification: { zh: '分类 [{name}] 不存在', en: 'No classification named [{name}]' },
  translateImportAmbiguousClassification: {
    zh: '分类名称不唯一,请使用完整路径',
    en: 'More than one classification has this name: use its full path',
  },
  importFormulaNoValue: {
    zh: '[{field}] 是没有计算结果的公式,请在 Excel 或 WPS 中打开并保存后再导入',
    en: '[{field}] is a formula the file keeps no value for; open and save it in Excel or LibreOffice, then import again',
  },
  translateImportGone: { zh: '导入不存在或已过期,请重新上传文件', en: 'No such import (or it expired); upload the file again' },
  translateImportIdTaken: { zh: '该导入编号已被使用', en: 'This import id is already in use' },
  translateImportChoiceRow: {
    zh: '第{row}行不是本次预览列出的冲突行',
    en: 'Row {row} is not a conflict this preview listed',
  },
  translateImportDone: { zh: '该导入已提交或未完成预览', en: 'This import was already committed or has not been previewed' },
  translateFileGone: { zh: '文件不存在或已被删除', en: 'The file does not exist or was deleted' },
  uploadFileEmpty: { zh: '上传的文件是空的', en: 'The uploaded file is empty' },
  uploadFileType: { zh: '不支持的文件类型: {ext}', en: 'Unsupported file type: {ext}' },
  uploadFileTooLarge: { zh: '文件过大,上限为{limit}', en: 'The file is too large (limit {limit})' },
  // Limits of what an uploaded spreadsheet may hold (core/bounded-zip.ts, core/xlsx-rows.ts, term-file.ts)
  zipTooManyEntries: {
    zh: '文件内部的组成部分超过{max}个,不是正常的Excel文件',
    en: 'The file holds more than {max} parts: not a normal Excel file',
  },
  zipEntryTooLarge: {
    zh: '文件中的 {name} 解压后超过{limit},请拆分成几个文件再导入',
    en: 'The part {name} of the file unpacks to more than {limit}; split the file and import the parts',
  },
  zipEntryLargerThanDeclared: {
    zh: '文件中的 {name} 解压后比文件目录记载的大,文件已损坏或被改动过',
    en: "The part {name} of the file unpacks to more than the file's directory says: the file is damaged or was altered",
  },
  zipTooLarge: {
    zh: '文件解压后超过{limit},请拆分成几个文件再导入',
    en: 'The file unpacks to more than {limit}; split it and import the parts',
  },
  xlsxColumnBeyondLimit: { zh: '单元格 {ref} 超出了Excel的最大列 XFD', en: "The cell {ref} lies beyond Excel's last column XFD" },
  xlsxRowBeyondLimit: { zh: '行号 {row} 超出了Excel的最大行数 {max}', en: "The row number {row} lies beyond Excel's last row {max}" },
  xlsxTooManyStrings: {
    zh: '表格中的不同文字超过{max}条,请拆分成几个文件再导入',
    en: 'The sheet holds more than {max} distinct texts; split the file and import the parts',
  },
  xlsxStringsTooLong: {
    zh: '表格中的文字总长超过{max}个字符,请拆分成几个文件再导入',
    en: 'The texts of the sheet exceed {max} characters; split the file and import the parts',
  },
  csvTooManyColumns: { zh: '文件中有一行超过{max}列', en: 'A line of the file has more than {max} columns' },
  csvTooManyCells: {
    zh: '文件中的单元格超过{max}个,请拆分成几个文件再导入',
    en: 'The file holds more than {max} cells; split it and import the parts',
  },
  csvRecordTooLong: { zh: '文件中有一行超过{max}个字符', en: 'A line of the file is longer than {max} characters' },
  translateImageType: { zh: '图片位置只能是1到4,且只能上传图片', en: 'Image slots are 1 to 4 and take images only' },
  // Resources: object storage, attachments, SMS (resource module)
  resourceCodeExists: { zh: '当前资源编号已存在!', en: 'This resource code already exists!' },
  resourceSecretMasked: { zh: '请填写完整的密钥', en: 'Enter the whole secret key' },
  ossConfigMissing: { zh: '未找到编号为 [{code}] 的对象存储配置', en: 'No object storage configuration with code [{code}]' },
  ossFileName: { zh: '文件名不正确,应为 upload/yyyyMMdd/<uuid>.<扩展名>', en: 'Invalid file name: expected upload/yyyyMMdd/<uuid>.<ext>' },
  uploadContentMismatch: { zh: '文件内容与扩展名 {ext} 不符', en: 'The file content does not match its extension {ext}' },
  noticeContentTooDeep: {
    zh: '通知内容的格式嵌套过深,最多{max}层',
    en: 'The notice formatting is nested too deeply (at most {max} levels)',
  },
  noticeContentTooLong: {
    zh: '通知内容不能超过{max}个字(不计格式)',
    en: 'The notice text must not exceed {max} characters (formatting not counted)',
  },
  attachGone: { zh: '附件不存在或已被删除', en: 'The attachment does not exist or was deleted' },
  smsConfigMissing: { zh: '未找到编号为 [{code}] 的短信配置', en: 'No SMS configuration with code [{code}]' },
  smsPhoneEmpty: { zh: '手机号码不能为空', en: 'The phone number must not be empty' },
  smsPhoneLength: { zh: '手机号码长度不为11位', en: 'The phone number must have 11 digits' },
  smsPhoneFormat: { zh: '手机号码格式不正确: {phone}', en: 'Invalid phone number: {phone}' },
  smsParamsJson: { zh: '短信参数应为JSON对象,如 {"code":"1234"}', en: 'SMS params must be a JSON object, e.g. {"code":"1234"}' },
  // Every failed outbound call (SMS gateway, object storage, datasource), refused or unreachable alike (core/outbound).
  outboundFailed: { zh: '外部服务连接失败', en: 'Could not reach the external service' },
  // A configuration naming a host the guard will refuse, refused at save (core/outbound/save-check.ts).
  datasourceAddressRefused: {
    zh: '数据源地址 {host} 属于内网或本机地址,服务器不会连接;如需连接请在 OUTBOUND_ALLOW 中加入该地址',
    en: 'The datasource address {host} is a private or local address the server does not connect to; to connect, add it to OUTBOUND_ALLOW',
  },
  ossAddressRefused: {
    zh: '对象存储地址 {host} 属于内网或本机地址,服务器不会连接;如需连接请在 OUTBOUND_ALLOW 中加入该地址',
    en: 'The object storage address {host} is a private or local address the server does not connect to; to connect, add it to OUTBOUND_ALLOW',
  },
  smsAddressRefused: {
    zh: '短信网关地址 {host} 属于内网或本机地址,服务器不会连接;如需连接请在 OUTBOUND_ALLOW 中加入该地址',
    en: 'The SMS gateway address {host} is a private or local address the server does not connect to; to connect, add it to OUTBOUND_ALLOW',
  },
  // Developer tools (modules/develop)
  datasourceMissing: { zh: '数据源不存在或已被删除', en: 'The datasource does not exist or was deleted' },
  datasourceConnectFailed: { zh: '数据源连接失败: {reason}', en: 'Cannot connect to the datasource: {reason}' },
  datasourceConnected: { zh: '连接成功', en: 'Connected' },
  datasourceBuiltIn: {
    zh: '内置数据源「平台数据库」不可修改或删除',
    en: 'The built-in datasource (platform database) cannot be changed or removed',
  },
  datasourcePlatformOwn: {
    zh: '数据源地址 {host} 是平台自身的数据库,请使用内置数据源「平台数据库」;如需另行连接请在 OUTBOUND_ALLOW 中加入该地址',
    en: "The datasource address {host} is the platform's own database: use the built-in datasource (platform database), or add it to OUTBOUND_ALLOW to connect anyway",
  },
  modelMissing: { zh: '数据模型不存在或已被删除', en: 'The model does not exist or was deleted' },
  tableMissing: { zh: '数据表 [{table}] 不存在', en: 'No table named [{table}]' },
  tableInfoArgs: { zh: '请提供模型编号,或数据源编号与表名', en: 'Give a model id, or a datasource id and a table name' },
  codeBadModel: { zh: '模型类名或表名不是合法的标识符', en: 'The model class or table is not a valid identifier' },
  codeClassTaken: {
    zh: '类名 [{name}] 已被本项目使用,请修改模型类名',
    en: 'The class name [{name}] is already used by this project; rename the model class',
  },
  codeBadField: { zh: '字段 [{name}] 的列名或属性名不合法或重复', en: 'Field [{name}] has an invalid or repeated column or property name' },
  codeNoFields: { zh: '模型没有可生成的字段', en: 'The model has no fields to generate' },
  codeRepeated: { zh: '生成的文件重复: {path},请勿为同一模型选择多个配置', en: 'Two configurations generate {path}; choose one per model' },
} as const satisfies Record<string, Message>;

/**
 * The messages a domain module adds: its *-messages.ts declares them here (declaration merging) and registers them
 * (`registerMessages`) at the composition root, so the catalogue grows by modules while core imports none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface ModuleMessages {}

export type MessageKey = keyof typeof coreMessages | keyof ModuleMessages;

const catalogue = new Map<string, Message>(Object.entries(coreMessages));

/** Adds a module's messages; a key already taken by another part is refused, so no message silently replaces one. */
export function registerMessages(table: Record<string, Message>): void {
  for (const [key, message] of Object.entries(table)) {
    const known = catalogue.get(key);
    if (known && known !== message) throw new Error(`message ${key} is declared twice`);
    catalogue.set(key, message);
  }
}
export type { Language };

export function translate(key: MessageKey, language: Language, params: Record<string, string | number> = {}): string {
  const message = catalogue.get(key);
  if (!message) throw new Error(`message ${key} is not registered`);
  return message[language].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** Chinese unless the client prefers English over Chinese. */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'zh';
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}
