// Blade's default data (blade-api §2.4): the admin tenant, the two console clients, the roles, departments, posts,
// users and parameters a fresh installation starts with. Ids are Blade's own where Blade publishes them.
import { DEFAULT_CLIENT_GRANTS } from '@blade/contract';

export const ADMIN_TENANT = {
  id: 1123598820738675201n,
  tenantId: '000000',
  tenantName: '管理组',
  linkman: 'admin',
  accountNumber: -1,
};

export const CLIENTS = [
  { id: 1123598811738675201n, clientId: 'sword', clientSecret: 'sword_secret', webServerRedirectUri: 'http://localhost:8888' },
  { id: 1123598811738675202n, clientId: 'saber', clientSecret: 'saber_secret', webServerRedirectUri: 'http://localhost:8080' },
].map((c) => ({
  ...c,
  scope: 'all',
  authorizedGrantTypes: DEFAULT_CLIENT_GRANTS,
  accessTokenValidity: 3600,
  refreshTokenValidity: 604800,
}));

export const ROLES = [
  { id: 1123598816738675201n, parentId: 0n, roleName: '超级管理员', roleAlias: 'administrator', sort: 1 },
  { id: 1123598816738675202n, parentId: 0n, roleName: '用户', roleAlias: 'user', sort: 2 },
  { id: 1123598816738675203n, parentId: 1123598816738675202n, roleName: '人事', roleAlias: 'hr', sort: 1 },
  { id: 1123598816738675204n, parentId: 1123598816738675202n, roleName: '经理', roleAlias: 'manager', sort: 2 },
  { id: 1123598816738675205n, parentId: 1123598816738675202n, roleName: '老板', roleAlias: 'boss', sort: 3 },
];

const ROOT_DEPT = 1123598813738675201n;
export const DEPTS = [
  { id: ROOT_DEPT, parentId: 0n, ancestors: '0', deptName: '刀锋科技', fullName: '江苏刀锋科技有限公司', deptCategory: 1, sort: 1 },
  {
    id: 1123598813738675202n,
    parentId: ROOT_DEPT,
    ancestors: `0,${ROOT_DEPT}`,
    deptName: '常州刀锋',
    fullName: '常州刀锋科技有限公司',
    deptCategory: 1,
    sort: 1,
  },
  {
    id: 1123598813738675203n,
    parentId: ROOT_DEPT,
    ancestors: `0,${ROOT_DEPT}`,
    deptName: '苏州刀锋',
    fullName: '苏州刀锋科技有限公司',
    deptCategory: 1,
    sort: 2,
  },
];

export const POSTS = [
  { id: 1123598817738675201n, category: 1, postCode: 'ceo', postName: '首席执行官', sort: 1 },
  { id: 1123598817738675202n, category: 1, postCode: 'coo', postName: '首席运营官', sort: 2 },
  { id: 1123598817738675203n, category: 1, postCode: 'cfo', postName: '首席财务官', sort: 3 },
  { id: 1123598817738675204n, category: 1, postCode: 'cto', postName: '首席技术官', sort: 4 },
  { id: 1123598817738675205n, category: 1, postCode: 'cio', postName: '首席信息官', sort: 5 },
  { id: 1123598817738675206n, category: 2, postCode: 'pm', postName: '技术经理', sort: 6 },
  { id: 1123598817738675207n, category: 2, postCode: 'hrm', postName: '人力经理', sort: 7 },
  { id: 1123598817738675208n, category: 3, postCode: 'staff', postName: '普通员工', sort: 8 },
];

const postId = (code: string) => String(POSTS.find((p) => p.postCode === code)!.id);
const roleId = (alias: string) => ROLES.find((r) => r.roleAlias === alias)!.id;

/** The trial accounts of DEMO=true, each with its name as password; otherwise only admin, with a password of its own. */
export const USERS = [
  {
    id: 1123598821738675201n,
    account: 'admin',
    name: '管理员',
    realName: '管理员',
    email: 'admin@bladex.vip',
    phone: '13888888888',
    role: 'administrator',
    deptId: ROOT_DEPT,
    post: 'ceo',
  },
  {
    id: 1123598821738675202n,
    account: 'hr',
    name: '人事',
    realName: '人事',
    email: 'hr@bladex.vip',
    phone: '13888888887',
    role: 'hr',
    deptId: 1123598813738675202n,
    post: 'hrm',
  },
  {
    id: 1123598821738675203n,
    account: 'manager',
    name: '经理',
    realName: '经理',
    email: 'manager@bladex.vip',
    phone: '13888888886',
    role: 'manager',
    deptId: 1123598813738675202n,
    post: 'pm',
  },
  {
    id: 1123598821738675204n,
    account: 'boss',
    name: '老板',
    realName: '老板',
    email: 'boss@bladex.vip',
    phone: '13888888885',
    role: 'boss',
    deptId: 1123598813738675202n,
    post: 'ceo',
  },
].map(({ role, deptId, post, ...u }) => ({ ...u, roleId: roleId(role), deptId: String(deptId), postId: postId(post) }));

export const PARAMS = [
  { paramName: '系统名称', paramKey: 'system.name', paramValue: 'Blade Console', remark: '浏览器标题' },
  { paramName: '后台名称', paramKey: 'backend.name', paramValue: 'Blade Console', remark: '控制台名称: 侧边栏和登录页' },
  { paramName: '是否开启注册功能', paramKey: 'account.registerUser', paramValue: 'true', remark: '第三方登录注册' },
  { paramName: '账号错误锁定次数', paramKey: 'account.failCount', paramValue: '5', remark: '30分钟内连续错误次数' },
  { paramName: '登录验证码', paramKey: 'account.captchaMode', paramValue: 'true', remark: '开启时每次密码登录都需验证码(脚本客户端除外)' },
];
