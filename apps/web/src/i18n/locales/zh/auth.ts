// Chinese strings of sign-in, registration, dept/role switch, the lock and the forced first password change.
export const auth = {
  login: {
    title: '登录', subtitle: '请使用您的账号登录', defaultName: 'Blade Console', tenantId: '租户ID', username: '账号', password: '密码',
    code: '验证码', refreshCode: '看不清？换一张', submit: '登录', signingIn: '登录中...', register: '申请账号',
    show: '显示', hide: '隐藏', showPassword: '显示密码', hidePassword: '隐藏密码',
    tenantRequired: '请输入租户ID', usernameRequired: '请输入用户名', passwordRequired: '请输入密码', codeRequired: '请输入验证码',
  },
  register: {
    title: '账号注册', tenantId: '租户ID', name: '用户姓名', account: '账号名称', password: '密码', password2: '确认密码', submit: '提交',
    tenantRequired: '请先输入租户编号', accountRequired: '请先输入账号名称', passwordRequired: '请先输入密码', passwordMismatch: '两次密码输入不一致',
    submitted: '注册申请已提交,请耐心等待管理员通过!', failed: '提交失败', codeRequired: '请先输入验证码',
  },
  passwordChange: {
    title: '修改初始密码', explain: '您的密码由他人设置,请先设置一个只有您知道的新密码,然后才能继续使用系统。',
    done: '密码已修改,欢迎使用',
  },
  switch: { title: '切换部门/角色', dept: '部门', role: '角色', deptRequired: '请选择部门', roleRequired: '请选择角色' },
  lock: {
    setPassword: '设置锁屏密码', password: '锁屏密码', passwordRequired: '锁屏密码不能为空', locked: '屏幕已锁定',
    unlock: '解锁', wrongPassword: '解锁密码错误,请重新输入',
  },
};
