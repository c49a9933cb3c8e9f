// Custom validation messages of the contract's schemas. Schemas carry the key; the API (and the console) show the
// text in the caller's language. zod's own messages are localised by zod's locales.
export const validationMessages = {
  'v.numericId': { zh: '必须是数字编号', en: 'must be a numeric id' },
  'v.pageNumber': { zh: '必须是不小于1的整数', en: 'must be a whole number of at least 1' },
  'v.numericIds': { zh: '必须是以逗号分隔的数字编号', en: 'must be comma-separated numeric ids' },
  'v.sessionId': { zh: '不是有效的会话编号', en: 'is not a session id' },
  'v.passkeyName': { zh: '请输入1到50个字符的通行密钥名称', en: 'a passkey name of 1-50 characters' },
  'v.atLeastOneTopMenu': { zh: '请至少选择一个顶部菜单', en: 'choose at least one top menu' },
  'v.atLeastOneRole': { zh: '请至少选择一个角色', en: 'choose at least one role' },
  'v.regionCode': { zh: '必须是1到12位数字', en: 'must be 1-12 digits' },
  'v.scopePath': { zh: '必须是以 / 开头的路径,可使用 * 和 **', en: 'a path starting with /, using * and **' },
  'v.tenantId': { zh: '必须是6位数字的租户编号', en: 'must be a 6-digit tenant id' },
  'v.snakeColumn': { zh: '必须是小写下划线格式的列名', en: 'a snake_case column' },
  'v.md5Password': { zh: '密码必须经过md5加密', en: 'must be the md5 hex of the password' },
  'v.noSpaceOrComma': { zh: '不能包含空格或逗号', en: 'must not contain spaces or commas' },
  'v.alias': { zh: '只能包含字母、数字、_ 或 -', en: 'letters, digits, _ or -' },
  'v.grantType': { zh: '包含未知的授权类型', en: 'unknown grant type' },
  'v.mobile': { zh: '请输入11位手机号码', en: 'must be an 11-digit mobile number starting with 1' },
  'v.email': { zh: '请输入正确的邮箱地址', en: 'must be an e-mail address' },
  // Translation platform
  'v.messageEmpty': { zh: '请输入内容', en: 'enter some content' },
  'v.messageTooLong': { zh: '内容不能超过200个字符', en: 'at most 200 characters' },
  'v.backNameRequired': { zh: '请输入后台名称', en: 'enter the backstage name' },
  'v.imgPositionType': { zh: '图片位置只能是1到4', en: 'must be an image slot from 1 to 4' },
  // Resources (object storage, SMS)
  'v.httpUrl': { zh: '必须是以 http:// 或 https:// 开头的地址', en: 'must be an http:// or https:// address' },
  'v.oidcSource': { zh: '只能包含字母、数字、- 和 _（至多 32 个）', en: 'letters, digits, - and _ only (at most 32)' },
  'v.bucketName': {
    zh: '存储桶名称只能包含小写字母、数字、点和短横线',
    en: 'a bucket name of lower-case letters, digits, dots and dashes',
  },
  // Workflow
  'v.flowCategory': { zh: '流程分类必须是 flow_ 加字典键值', en: 'must be flow_ followed by a dictionary key' },
  'v.variableName': { zh: '流程变量名只能包含字母、数字和下划线', en: 'variable names are letters, digits and _' },
  'v.processKey': { zh: '流程标识必须以字母或下划线开头', en: 'a process key starting with a letter or _' },
  'v.bladeDate': { zh: '日期格式必须是 yyyy-MM-dd HH:mm:ss', en: 'must be yyyy-MM-dd HH:mm:ss' },
  'v.leaveEndAfterStart': { zh: '结束时间必须晚于开始时间', en: 'the end must be after the start' },
  'v.definitionOrInstance': { zh: '请提供流程定义编号或流程实例编号', en: 'give a process definition id or a process instance id' },
  // Developer tools (datasources, models, code generator)
  'v.datasourceUrl': { zh: '必须是 postgresql:// 开头的地址', en: 'must be a postgresql:// URL' },
  'v.sqlName': { zh: '只能包含字母、数字和下划线,且不能以数字开头', en: 'letters, digits and _, not starting with a digit' },
  'v.modelCode': { zh: '必须是小写字母开头的驼峰名称', en: 'a camelCase name starting with a lower-case letter' },
  'v.modelClass': { zh: '必须是大写字母开头的类名', en: 'a class name starting with an upper-case letter' },
  'v.propertyName': { zh: '必须是小写字母开头的属性名', en: 'a property name starting with a lower-case letter' },
  'v.dictCode': { zh: '必须是字母开头的字典编码', en: 'a dictionary code starting with a letter' },
  'v.decimal': { zh: '必须是不超过字段精度的数字', en: 'a number within the column precision' },
  'v.int64': { zh: '必须是整数', en: 'an integer' },
  'v.dateTime': { zh: '必须是 yyyy-MM-dd HH:mm:ss 格式的时间', en: 'a time as yyyy-MM-dd HH:mm:ss' },
  'v.date': { zh: '必须是 yyyy-MM-dd 格式的日期', en: 'a date as yyyy-MM-dd' },
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;
