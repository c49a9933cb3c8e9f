// System dictionaries (blade-api §3.6): code -> [dictKey, dictValue, remark?][].
export const DICTS: Record<string, { name: string; items: Array<[string, string, string?]> }> = {
  sex: {
    name: '性别',
    items: [
      ['1', '男'],
      ['2', '女'],
      ['3', '未知'],
    ],
  },
  notice: {
    name: '通知类型',
    items: [
      ['1', '发布通知'],
      ['2', '批转通知'],
      ['3', '转发通知'],
      ['4', '指示通知'],
      ['5', '任免通知'],
      ['6', '事务通知'],
    ],
  },
  menu_category: {
    name: '菜单类型',
    items: [
      ['1', '菜单'],
      ['2', '按钮'],
    ],
  },
  button_func: {
    name: '按钮功能',
    items: [
      ['1', '工具栏'],
      ['2', '操作栏'],
      ['3', '工具操作栏'],
    ],
  },
  yes_no: {
    name: '是否',
    items: [
      ['1', '否'],
      ['2', '是'],
    ],
  },
  flow: {
    name: '流程类型',
    items: [
      ['1', '请假流程', 'leave'],
      ['2', '报销流程', 'expense'],
    ],
  },
  org_category: {
    name: '机构类型',
    items: [
      ['1', '公司'],
      ['2', '部门'],
      ['3', '小组'],
    ],
  },
  data_scope_type: {
    name: '数据权限',
    items: [
      ['1', '全部可见'],
      ['2', '本人可见'],
      ['3', '所在机构可见'],
      ['4', '所在机构及子级可见'],
      ['5', '自定义'],
    ],
  },
  api_scope_type: {
    name: '接口权限',
    items: [
      ['1', '系统接口'],
      ['2', '业务接口'],
    ],
  },
  scope_category: {
    name: '权限类型',
    items: [
      ['1', '数据权限'],
      ['2', '接口权限'],
    ],
  },
  oss: {
    name: '对象存储类型',
    items: [
      ['1', 'minio'],
      ['2', '七牛云'],
      ['3', '阿里云'],
      ['4', '腾讯云'],
    ],
  },
  sms: {
    name: '短信服务类型',
    items: [
      ['1', '云片'],
      ['2', '七牛云'],
      ['3', '阿里云'],
      ['4', '腾讯云'],
    ],
  },
  post_category: {
    name: '岗位类型',
    items: [
      ['1', '高层'],
      ['2', '中层'],
      ['3', '基层'],
      ['4', '其他'],
    ],
  },
  region: {
    name: '行政区划',
    items: [
      ['0', '国家'],
      ['1', '省份/直辖市'],
      ['2', '地市'],
      ['3', '区县'],
      ['4', '乡镇'],
      ['5', '村委'],
    ],
  },
  user_type: {
    name: '用户平台',
    items: [
      ['1', 'WEB'],
      ['2', 'APP'],
      ['3', 'OTHER'],
    ],
  },
};
