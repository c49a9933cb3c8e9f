// Messages of accounts awaiting approval (待审核): the sign-in's refusals here in auth, the administrator's screen in
// system (user/user-approval.service.ts). Added to the catalogue of core/messages.ts, registered by app.ts.
export const approvalMessages = {
  accountPending: { zh: '账号正在等待管理员审核', en: 'Your account is waiting for an administrator to approve it' },
  accountRejected: { zh: '账号申请未通过:{reason}', en: 'Your account application was rejected: {reason}' },
  approvalNotPending: { zh: '该账号不在待审核状态', en: 'This account is not awaiting approval' },
} as const;

type ApprovalMessages = typeof approvalMessages;
declare module '../../core/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys come from ApprovalMessages
  interface ModuleMessages extends ApprovalMessages {}
}
