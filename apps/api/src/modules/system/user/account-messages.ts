// Messages of the account and role-alias rules (account-policy.ts, role-alias-rules.ts), added to the catalogue of
// core/messages.ts: declared below for the keys' type, registered by the composition root (app.ts).
export const accountMessages = {
  accountAdministratorProtected: {
    zh: '只有同级或更高的管理员可以修改、重置、解锁、授权或删除管理员账号',
    en: 'Only an administrator of the same or a higher rank may change, reset, unlock, grant or remove an administrator account',
  },
  accountOwnLinks: { zh: '不能修改自己的角色或部门', en: 'You cannot change your own roles or departments' },
  roleAliasExists: { zh: '角色别名已存在', en: 'The role alias already exists' },
  roleAliasProtected: {
    zh: '角色别名 [{alias}] 被系统或流程使用,只有超级管理员可以修改或删除',
    en: 'The role alias [{alias}] is used by the system or a process; only an administrator may change or remove it',
  },
} as const;

type AccountMessages = typeof accountMessages;
declare module '../../../core/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys come from AccountMessages
  interface ModuleMessages extends AccountMessages {}
}
