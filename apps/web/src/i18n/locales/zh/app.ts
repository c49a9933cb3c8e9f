// Chinese (default) strings of the app shell and the simple pages.
export const app = {
  common: { confirm: '确定', cancel: '取消', close: '关闭', hint: '提示', noData: '暂无数据' },
  http: { unknown: '未知错误', network: '网络异常，请检查网络连接', timeout: '请求超时，请稍后重试', server: '服务器错误（{{status}}）' },
  route: {
    login: '登录', lock: '锁屏', passwordChange: '修改初始密码', wel: '首页', dashboard: '控制台', info: '个人信息', test: '测试页', iframe: '外部页面',
    '404': '页面不存在', '403': '无权访问', '500': '服务器错误',
  },
  error: {
    '404': '抱歉，您访问的页面不存在', '403': '抱歉，您无权访问此页面', '500': '抱歉，服务器出错了',
    home: '返回首页', crashed: '页面加载失败，请刷新后重试', reload: '刷新页面',
  },
  page: { underConstruction: '该页面正在建设中，敬请期待。' },
  iframe: { noSource: '没有可显示的外部页面地址' },
  test: { body: '这是一个模拟菜单的测试页面。' },
  wel: {
    morning: '早上好，{{name}}', afternoon: '下午好，{{name}}', evening: '晚上好，{{name}}', night: '夜深了，{{name}}',
    intro: '欢迎使用管理后台。', account: '我的账号', shortcuts: '快捷入口',
    tasks: '我的待办', noTasks: '暂无待办事务', claimable: '另有 {{count}} 项待签事务', allTasks: '全部待办',
    notices: '最新通知', noNotices: '暂无通知', allNotices: '全部通知', noShortcuts: '暂无可用菜单，请联系管理员授权',
  },
  dashboard: { menus: '可用菜单', buttons: '按钮权限', tabs: '打开的标签', logs: '本地错误日志' },
  info: {
    account: '账号', realName: '真实姓名', name: '昵称', phone: '手机号码', email: '电子邮箱', tenantId: '租户编号', tenant: '租户',
    roles: '角色', readOnlyNote: '个人信息暂为只读，修改功能将随用户管理一同提供。',
  },
};
