// Chinese strings of the remaining system administration screens and dialogs: region, data/API scopes, the
// role grant tabs, user import/export/platform, tenant setting/datasource/package and the personal info page.
export const admin = {
  adm: {
    region: {
      code: '区划编号', parentCode: '父区划编号', subCode: '区划子编号', name: '区划名称', regionLevel: '区划等级', sort: '区划排序',
      remark: '区划备注', ancestors: '祖区划编号', addChild: '新增下级', addTop: '新增', selectFirst: '请先选择一项区划',
      tree: '行政区划', detail: '区划详情', empty: '暂无数据', root: '中华人民共和国',
      subCodeRequired: '请输入区划子编号', subCodeDigits: '区划子编号只能是数字', nameRequired: '请输入区划名称', sortRequired: '请输入区划排序',
      level0: '国家', level1: '省份/直辖市', level2: '地市', level3: '区县', level4: '乡镇', level5: '村委',
      import: '导入', export: '导出', template: '下载模板', importTitle: '行政区划数据导入',
      confirmExportAll: '是否导出全部行政区划?', confirmExport: '是否导出区划 [{{code}}] 及其下级?',
    },
    scope: {
      setting: '权限配置', menuName: '菜单名称', menuCode: '菜单编号', path: '路由地址',
      dataTitle: '[{{name}}] 数据权限配置', apiTitle: '[{{name}}] 接口权限配置',
      scopeName: '权限名称', resourceCode: '权限编号', scopeColumn: '权限字段', scopeType: '规则类型', scopeField: '可见字段',
      scopeClass: '权限类名', scopeValue: '规则值', remark: '备注',
      apiName: '接口名称', apiCode: '接口权限编号', scopePath: '接口路径', apiType: '接口类型',
    },
    grant: { menu: '菜单权限', dataScope: '数据权限', apiScope: '接口权限' },
    user: {
      import: '导入', export: '导出', platform: '平台配置', importTitle: '用户数据导入', file: '模板上传', chooseFile: '选择文件',
      isCovered: '数据覆盖', cover: '允许覆盖', noCover: '不允许覆盖', template: '模板下载', importButton: '导入',
      fileRequired: '请选择 .xlsx 文件', xlsxOnly: '只能上传 .xlsx 文件', confirmExport: '是否导出用户数据?',
      imported: '导入完成: {{msg}}', platformTitle: '用户平台配置', userType: '用户平台', userExt: '用户拓展',
      userTypeRequired: '请选择用户平台', extInvalid: '用户拓展必须是 JSON', web: 'WEB', app: 'APP', other: 'OTHER',
      importReport: '共 {{total}} 行, 新增 {{inserted}}, 更新 {{updated}}, 失败 {{failed}}', importFailure: '第 {{row}} 行 {{account}}: {{reason}}',
      selectOnlyOne: '只能选择一条数据',
    },
    tenant: {
      setting: '授权配置', datasource: '数据源配置', package: '产品包配置', accountNumber: '账号额度', expireTime: '过期时间',
      datasourceId: '数据源', packageId: '产品包', settingTitle: '租户授权配置', datasourceTitle: '租户数据源配置',
      packageTitle: '租户产品包配置', accountRequired: '请输入账号额度', unlimitedHint: '-1 表示不限制', none: '无',
    },
    info: {
      profile: '个人信息', password: '修改密码', avatar: '头像', uploadAvatar: '上传头像', name: '用户昵称', realName: '用户姓名',
      phone: '手机号', email: '邮箱', oldPassword: '原密码', newPassword: '新密码', newPassword1: '确认密码', submit: '提交',
      nameRequired: '请输入用户昵称', realNameRequired: '请输入用户姓名',
      phoneEmpty: '手机号码不能为空', phoneLength: '手机号码长度不为11位', phoneFormat: '手机号码格式不正确',
      emailFormat: '邮箱格式不正确',
      oldRequired: '请输入原密码', newRequired: '请输入新密码', confirmRequired: '请输入确认密码', mismatch: '两次密码输入不一致', passwordTooShort: '密码至少需要8个字符', passwordTooCommon: '该密码过于常见,容易被猜中,请换一个',
      avatarType: '上传头像图片只能是 JPG/PNG 格式!', avatarSize: '上传头像图片大小不能超过 500kb!',
      passwordChanged: '修改密码成功,请重新登录',
    },
  },
};
