// Chinese strings of the main layout.
export const layout = {
  layout: {
    collapse: '收起菜单', expand: '展开菜单', home: '首页', search: '菜单搜索', searchPlaceholder: '输入菜单名称搜索',
    searchEmpty: '没有匹配的菜单', settings: '布局设置', color: '主题色', customColor: '自定义颜色', resetColor: '恢复默认',
    lock: '锁屏', theme: '主题', themeTitle: '选择主题', language: '语言', fullscreen: '全屏', exitFullscreen: '退出全屏',
    userMenu: '用户菜单', logout: '退出登录', logoutConfirm: '退出系统, 是否继续?', defaultBackendName: 'Blade Console',
  },
  tabs: {
    clearCache: '清除缓存', closeOthers: '关闭其他', closeAll: '关闭全部', close: '关闭 {{name}}',
    clearCacheConfirm: '是否需要清除缓存?', cacheCleared: '清除完毕',
  },
  settings: {
    isCollapse: '收起侧边栏', showTags: '显示标签栏', showSearch: '显示菜单搜索', showLock: '显示锁屏', showFullScreen: '显示全屏',
    showTheme: '显示主题', showColor: '显示主题色', showDebug: '显示错误日志', showLanguage: '显示语言切换',
  },
  errorLog: {
    title: '错误日志', type: '类型', url: '地址', message: '内容', stack: '错误堆栈', time: '时间', upload: '上传服务器', clear: '清空本地日志',
    uploadConfirm: '确定上传本地日志到服务器?', uploaded: '发送成功!', clearConfirm: '确定清空本地日志记录?', cleared: '清空成功!',
  },
  theme: {
    default: '默认主题', white: '白色主题', dark: '黑色主题', star: '星空主题', bule: '蓝色主题', iview: 'iView 主题',
    vip: 'VIP 主题', cool: '炫彩主题', d2: 'D2 主题', hey: 'Hey 主题', lte: 'LTE 主题',
  },
};
