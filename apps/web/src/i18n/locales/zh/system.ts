// Chinese strings of the system administration screens.
export const system = {
  sys: {
    remark: '备注', sort: '排序', createTime: '创建时间', tenantId: '租户编号',
    param: { paramName: '参数名称', paramKey: '参数键名', paramValue: '参数键值', nameRequired: '请输入参数名称', keyRequired: '请输入参数键名', valueRequired: '请输入参数键值' },
    client: {
      sm2Key: 'SM2公钥', sm2KeyHint: 'Saber 等开源 Blade 控制台用此公钥加密登录密码:填入其 src/config/website.js 的 auth.publicKey 后重新构建。',
    },
    tenant: {
      tenantName: '租户名称', linkman: '联系人', contactNumber: '联系电话', address: '联系地址', domain: '域名地址', backgroundUrl: '系统背景',
      accountNumber: '账号额度', expireTime: '过期时间', packageId: '产品包',
    },
    tenantPackage: { packageName: '产品包名称', menuId: '菜单', nameRequired: '请输入产品包名称', menuRequired: '请选择菜单' },
    dict: {
      code: '字典编号', dictValue: '字典名称', dictKey: '字典键值', sort: '字典排序', isSealed: '封存', parentId: '上级字典',
      codeRequired: '请输入字典编号', valueRequired: '请输入字典名称', keyRequired: '请输入字典键值', sortRequired: '请输入字典排序', sealedRequired: '请选择封存',
      config: '字典配置', addChild: '新增子项', childTitle: '字典配置：{{name}}',
    },
    role: {
      roleName: '角色名称', roleAlias: '角色别名', parentId: '上级角色', grant: '权限设置', grantTitle: '角色权限配置', menus: '菜单权限',
    },
    dept: { deptName: '部门名称', fullName: '部门全称', deptCategory: '部门类型', parentId: '上级部门', company: '公司', department: '部门', group: '小组' },
    menu: {
      name: '菜单名称', code: '菜单编号', path: '路由地址', source: '菜单图标', alias: '菜单别名', category: '菜单类型', action: '按钮功能',
      parentId: '上级菜单', isOpen: '新窗口', menu: '菜单', button: '按钮', toolbar: '工具栏', row: '操作栏', both: '工具栏和操作栏', none: '无',
    },
    topMenu: { setting: '菜单配置', menus: '菜单', code: '菜单编号', name: '菜单名称', source: '菜单图标' },
    user: {
      allDepts: '全部部门',
      account: '登录账号', name: '用户昵称', realName: '用户姓名', password: '密码', email: '用户邮箱', phone: '手机号码', sex: '用户性别',
      birthday: '用户生日', roleId: '所属角色', deptId: '所属部门', postId: '所属岗位', code: '用户编号', userType: '用户平台',
      roleName: '所属角色', deptName: '所属部门', male: '男', female: '女', unknown: '未知',
      reset: '密码重置', unlock: '账号解封', grant: '角色配置', confirmReset: '确定为选择的账号生成新的随机密码?', confirmUnlock: '确定将选择账号解封?',
      grantTitle: '角色配置', grantRoles: '角色',
    },
    issued: {
      title: '新密码(只显示这一次)', hint: '请把密码转交本人:首次登录须修改,超过参数 account.initPasswordHours 的小时数未使用即失效。关闭后无法再次查看。',
      account: '账号', password: '密码', copy: '复制', copied: '已复制', download: '下载密码表(CSV)',
    },
  },
};
