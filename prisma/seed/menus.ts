// The product's complete menu tree (every screen of spec sections 2 and 7) with its button codes.
// `path` is the console route; a root without children is opened at `<path>/index`. `source` names the icon.
// Button codes follow Blade's `<menu>_<action>` so permission flags match what Blade consoles expect.
// An entity that declares a screen (packages/contract, `screen`) brings its own menu: placed here where the tree
// names it (`entityMenu`), else appended under its declared parent (or at the top) by `withDeclaredMenus`.
import type { EntitySpec } from '@blade/contract';
import { entityScreens, paramEntity, postEntity } from '@blade/contract';

export type SeedButton = { code: string; name: string; alias: string; action: number };
export type SeedMenu = {
  code: string;
  name: string;
  path: string;
  source?: string;
  isOpen?: number;
  remark?: string;
  buttons?: SeedButton[];
  children?: SeedMenu[];
};

const ACTION = { none: 0, toolbar: 1, row: 2, both: 3 } as const;
const button = (code: string, name: string, alias: string, action: number = ACTION.toolbar): SeedButton => ({ code, name, alias, action });

/** Blade's four CRUD buttons: `<prefix>_add`, `_edit`, `_delete`, `_view`. */
function crud(prefix: string): SeedButton[] {
  return [
    button(`${prefix}_add`, '新增', 'add', ACTION.toolbar),
    button(`${prefix}_edit`, '修改', 'edit', ACTION.row),
    button(`${prefix}_delete`, '删除', 'delete', ACTION.both),
    button(`${prefix}_view`, '查看', 'view', ACTION.row),
  ];
}

/** A declared entity's menu: its screen's name, path and icon, Blade's four CRUD buttons on its permission code. */
export function entityMenu(entity: EntitySpec): SeedMenu {
  const { screen, permission: code } = entity;
  if (!screen) throw new Error(`Entity ${entity.name} declares no screen`);
  return { code, name: screen.name, path: screen.path, ...(screen.icon ? { source: screen.icon } : {}), buttons: crud(code) };
}

/** The tree with every declared screen it does not place yet, appended under its parent (top level without one). */
export function withDeclaredMenus(tree: SeedMenu[]): SeedMenu[] {
  const codes = (menus: SeedMenu[]): string[] => menus.flatMap((m) => [m.code, ...codes(m.children ?? [])]);
  const find = (menus: SeedMenu[], code: string): SeedMenu | undefined =>
    menus.find((m) => m.code === code) ?? menus.map((m) => find(m.children ?? [], code)).find(Boolean);
  const placed = new Set(codes(tree));
  for (const { entity, screen } of entityScreens()) {
    if (placed.has(entity.permission)) continue;
    const parent = screen.parent ? find(tree, screen.parent) : undefined;
    if (screen.parent && !parent) throw new Error(`Entity ${entity.name}: no menu ${screen.parent} to hang its screen under`);
    if (parent) parent.children = [...(parent.children ?? []), entityMenu(entity)];
    else tree.push(entityMenu(entity));
  }
  return tree;
}

const view = (prefix: string) => [button(`${prefix}_view`, '查看', 'view', ACTION.row)];

export const MENUS: SeedMenu[] = withDeclaredMenus([
  {
    code: 'translate_home',
    name: '翻译首页',
    path: '/translateBackstage',
    source: 'Translate',
  },
  {
    code: 'translation',
    name: '翻译管理',
    path: '/translation',
    source: 'GTranslate',
    children: [
      {
        code: 'translate_entry',
        name: '词条管理',
        path: '/translation/entry',
        source: 'Notes',
        buttons: [
          ...crud('translate_entry'),
          button('translate_entry_import', '导入', 'import'),
          button('translate_entry_export', '导出', 'export'),
        ],
      },
      {
        code: 'translate_classification',
        name: '分类管理',
        path: '/translation/classification',
        source: 'AccountTree',
        buttons: crud('translate_classification'),
      },
      { code: 'translate_label', name: '标签管理', path: '/translation/label', source: 'Label', buttons: crud('translate_label') },
      {
        code: 'translate_file',
        name: '文件管理',
        path: '/translation/file',
        source: 'Folder',
        buttons: [
          button('translate_file_upload', '上传', 'upload'),
          button('translate_file_download', '下载', 'download', ACTION.row),
          button('translate_file_delete', '删除', 'delete', ACTION.both),
        ],
      },
      {
        code: 'translate_message',
        name: '留言管理',
        path: '/translation/message',
        source: 'Forum',
        buttons: [
          button('translate_message_reply', '回复', 'reply', ACTION.row),
          button('translate_message_delete', '删除', 'delete', ACTION.both),
          button('translate_message_approve', '审核', 'approve', ACTION.row),
        ],
      },
      {
        code: 'translate_site',
        name: '站点设置',
        path: '/translation/site',
        source: 'Web',
        buttons: [button('translate_site_image', '更换图片', 'image'), button('translate_site_name', '修改站点名称', 'name')],
      },
    ],
  },
  {
    code: 'desk',
    name: '工作台',
    path: '/desk',
    source: 'Dashboard',
    children: [{ code: 'notice', name: '通知公告', path: '/desk/notice', source: 'Campaign', buttons: crud('notice') }],
  },
  {
    code: 'system',
    name: '系统管理',
    path: '/system',
    source: 'Settings',
    children: [
      {
        code: 'user',
        name: '用户管理',
        path: '/system/user',
        source: 'Person',
        buttons: [
          ...crud('user'),
          button('user_role', '角色配置', 'role'),
          button('user_reset', '密码重置', 'reset'),
          button('user_unlock', '账号解封', 'unlock'),
          button('user_second_factor', '重置两步验证', 'second-factor'),
          button('user_oauth', '第三方账号', 'oauth', ACTION.row),
          button('user_platform', '平台配置', 'platform'),
          button('user_import', '导入', 'import'),
          button('user_export', '导出', 'export'),
        ],
      },
      {
        code: 'user_approval',
        name: '待审核',
        path: '/system/user-approval',
        source: 'HowToReg',
        buttons: [
          button('user_approval_approve', '通过', 'approve', ACTION.row),
          button('user_approval_reject', '驳回', 'reject', ACTION.row),
        ],
      },
      {
        code: 'oidc_provider',
        name: '登录方式',
        path: '/system/oidc-provider',
        source: 'Key',
        buttons: crud('oidc_provider').filter((b) => b.alias !== 'view'),
      },
      { code: 'dept', name: '部门管理', path: '/system/dept', source: 'Apartment', buttons: crud('dept') },
      entityMenu(postEntity),
      { code: 'dict', name: '系统字典', path: '/system/dict', source: 'MenuBook', buttons: crud('dict') },
      { code: 'dict_horizontal', name: '字典管理(横向)', path: '/dict-horizontal/index', source: 'ViewColumn' },
      { code: 'dict_vertical', name: '字典管理(纵向)', path: '/dict-vertical/index', source: 'ViewStream' },
      { code: 'dictbiz', name: '业务字典', path: '/system/dictbiz', source: 'Book', buttons: crud('dictbiz') },
      { code: 'menu', name: '菜单管理', path: '/system/menu', source: 'Menu', buttons: crud('menu') },
      {
        code: 'topmenu',
        name: '顶部菜单',
        path: '/system/topmenu',
        source: 'ViewQuilt',
        buttons: [...crud('topmenu'), button('topmenu_setting', '菜单配置', 'setting', ACTION.row)],
      },
      entityMenu(paramEntity),
      {
        code: 'tenant',
        name: '租户管理',
        path: '/system/tenant',
        source: 'Business',
        buttons: [
          ...crud('tenant'),
          button('tenant_setting', '授权配置', 'setting'),
          button('tenant_datasource', '数据源配置', 'datasource', ACTION.row),
          button('tenant_package', '产品包配置', 'package', ACTION.row),
        ],
      },
      {
        code: 'tenantpackage',
        name: '租户产品包',
        path: '/system/tenantpackage',
        source: 'Inventory',
        buttons: crud('tenantpackage').filter((b) => b.alias !== 'view'),
      },
    ],
  },
  {
    code: 'authority',
    name: '权限管理',
    path: '/authority',
    source: 'AdminPanelSettings',
    children: [
      {
        code: 'role',
        name: '角色管理',
        path: '/authority/role',
        source: 'Groups',
        buttons: [...crud('role'), button('role_grant', '权限设置', 'grant')],
      },
      {
        code: 'data_scope',
        name: '数据权限',
        path: '/authority/datascope',
        source: 'Storage',
        buttons: [button('data_scope_setting', '权限配置', 'setting', ACTION.row)],
      },
      {
        code: 'api_scope',
        name: '接口权限',
        path: '/authority/apiscope',
        source: 'Api',
        buttons: [button('api_scope_setting', '权限配置', 'setting', ACTION.row)],
      },
    ],
  },
  {
    code: 'monitor',
    name: '系统监控',
    path: '/monitor',
    source: 'MonitorHeart',
    children: [
      {
        code: 'log',
        name: '日志管理',
        path: '/monitor/log',
        source: 'ReceiptLong',
        children: [
          { code: 'log_usual', name: '通用日志', path: '/monitor/log/usual', source: 'Article', buttons: view('log_usual') },
          { code: 'log_api', name: '接口日志', path: '/monitor/log/api', source: 'Http', buttons: view('log_api') },
          { code: 'log_error', name: '错误日志', path: '/monitor/log/error', source: 'BugReport', buttons: view('log_error') },
          { code: 'log_sign_in', name: '登录日志', path: '/monitor/log/sign-in', source: 'AssignmentInd', buttons: view('log_sign_in') },
        ],
      },
      {
        code: 'online_user',
        name: '在线用户',
        path: '/monitor/online',
        source: 'Groups',
        buttons: [button('online_user_kick', '强退', 'kick', ACTION.row)],
      },
    ],
  },
  {
    code: 'tool',
    name: '研发工具',
    path: '/tool',
    source: 'Build',
    children: [
      {
        code: 'code',
        name: '代码生成',
        path: '/tool/code',
        source: 'Code',
        buttons: [...crud('code'), button('code_copy', '复制', 'copy', ACTION.row), button('code_gen', '代码生成', 'gen')],
      },
      { code: 'datasource', name: '数据源管理', path: '/tool/datasource', source: 'Storage', buttons: crud('datasource') },
      {
        code: 'model',
        name: '数据模型',
        path: '/tool/model',
        source: 'Schema',
        buttons: [...crud('model'), button('model_prototype', '模型配置', 'prototype', ACTION.row)],
      },
    ],
  },
  {
    code: 'flow',
    name: '流程管理',
    path: '/flow',
    source: 'AccountTree',
    children: [
      {
        code: 'flow_model',
        name: '模型设计',
        path: '/flow/model',
        source: 'DesignServices',
        buttons: [
          button('flow_model_create', '创建', 'create'),
          button('flow_model_update', '编辑', 'update', ACTION.row),
          button('flow_model_deploy', '部署', 'deploy', ACTION.row),
          button('flow_model_download', '下载', 'download', ACTION.row),
          button('flow_model_delete', '删除', 'delete', ACTION.both),
        ],
      },
      { code: 'flow_deploy', name: '部署管理', path: '/flow/deploy', source: 'CloudUpload' },
      {
        code: 'flow_manager',
        name: '流程定义',
        path: '/flow/manager',
        source: 'Rule',
        buttons: [
          button('flow_manager_state', '变更状态', 'state', ACTION.row),
          button('flow_manager_image', '流程图', 'image', ACTION.row),
          button('flow_manager_remove', '删除', 'remove', ACTION.row),
        ],
      },
      {
        code: 'flow_follow',
        name: '流程跟踪',
        path: '/flow/follow',
        source: 'Timeline',
        buttons: [button('flow_follow_delete', '删除', 'delete', ACTION.row)],
      },
    ],
  },
  {
    code: 'work',
    name: '我的事务',
    path: '/work',
    source: 'Assignment',
    children: [
      {
        code: 'work_start',
        name: '发起事务',
        path: '/work/start',
        source: 'PlayCircle',
        buttons: [button('work_start_flow', '发起', 'flow', ACTION.row), button('work_start_image', '流程图', 'image', ACTION.row)],
      },
      {
        code: 'work_claim',
        name: '待签事务',
        path: '/work/claim',
        source: 'AssignmentInd',
        buttons: [
          button('work_claim_sign', '签收', 'sign', ACTION.row),
          button('work_claim_detail', '详情', 'detail', ACTION.row),
          button('work_claim_follow', '跟踪', 'follow', ACTION.row),
        ],
      },
      {
        code: 'work_todo',
        name: '待办事务',
        path: '/work/todo',
        source: 'PendingActions',
        buttons: [
          button('work_todo_handle', '办理', 'handle', ACTION.row),
          button('work_todo_detail', '详情', 'detail', ACTION.row),
          button('work_todo_follow', '跟踪', 'follow', ACTION.row),
        ],
      },
      {
        code: 'work_send',
        name: '已发事务',
        path: '/work/send',
        source: 'Send',
        buttons: [button('work_send_detail', '详情', 'detail', ACTION.row), button('work_send_follow', '跟踪', 'follow', ACTION.row)],
      },
      {
        code: 'work_done',
        name: '办结事务',
        path: '/work/done',
        source: 'TaskAlt',
        buttons: [button('work_done_detail', '详情', 'detail', ACTION.row), button('work_done_follow', '跟踪', 'follow', ACTION.row)],
      },
    ],
  },
  {
    code: 'resource',
    name: '资源管理',
    path: '/resource',
    source: 'Inventory2',
    children: [
      {
        code: 'oss',
        name: '对象存储',
        path: '/resource/oss',
        source: 'Cloud',
        buttons: [...crud('oss'), button('oss_enable', '启用', 'enable', ACTION.row)],
      },
      {
        code: 'sms',
        name: '短信配置',
        path: '/resource/sms',
        source: 'Sms',
        buttons: [...crud('sms'), button('sms_enable', '启用', 'enable', ACTION.row)],
      },
      {
        code: 'attach',
        name: '附件管理',
        path: '/resource/attach',
        source: 'AttachFile',
        buttons: [
          button('attach_upload', '上传', 'upload'),
          button('attach_download', '下载', 'download', ACTION.row),
          button('attach_delete', '删除', 'delete', ACTION.both),
        ],
      },
    ],
  },
  {
    code: 'base',
    name: '基础配置',
    path: '/base',
    source: 'Public',
    children: [
      {
        code: 'region',
        name: '行政区划',
        path: '/base/region',
        source: 'Map',
        buttons: [
          button('region_add', '新增', 'add'),
          button('region_delete', '删除', 'delete'),
          button('region_import', '导入', 'import'),
          button('region_export', '导出', 'export'),
          button('region_debug', '调试', 'debug'),
        ],
      },
    ],
  },
  {
    code: 'report',
    name: '报表管理',
    path: '/report',
    source: 'Assessment',
    children: [
      {
        code: 'report_list',
        name: '报表列表',
        path: '/report/reportlist',
        source: 'TableChart',
        buttons: [button('report_delete', '删除', 'delete', ACTION.both)],
      },
    ],
  },
]);
