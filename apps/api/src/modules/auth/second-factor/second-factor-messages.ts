// Messages of the second factor (enrolment, sign-in, reset), added to the catalogue of core/messages.ts: declared
// below for the keys' type, registered by the composition root (app.ts).
export const secondFactorMessages = {
  secondFactorRequired: { zh: '请输入动态验证码', en: 'Enter the code from your authenticator app' },
  secondFactorInvalid: { zh: '动态验证码不正确或已使用', en: 'The authenticator code is wrong or was already used' },
  secondFactorEnrolRequired: {
    zh: '租户要求两步验证:请先绑定身份验证器',
    en: 'Your tenant requires two-step verification: set up an authenticator app first',
  },
  secondFactorAlreadyEnabled: {
    zh: '两步验证已启用,如需更换请先关闭',
    en: 'Two-step verification is already on; turn it off first to set up another app',
  },
  secondFactorNotStarted: { zh: '请先开始绑定身份验证器', en: 'Start the authenticator setup first' },
  secondFactorNotEnabled: { zh: '两步验证未启用', en: 'Two-step verification is not on' },
  secondFactorEnrolFirst: {
    zh: '请先为自己启用两步验证,再要求他人启用',
    en: 'Turn on two-step verification for yourself before requiring it of others',
  },
  secondFactorPasswordWrong: { zh: '密码不正确', en: 'The password is incorrect' },
  secondFactorKeyMismatch: {
    zh: '服务器密钥(SECRET_KEY)与加密两步验证密钥时不一致,请联系管理员',
    en: 'The server key (SECRET_KEY) is not the one the two-step verification secrets were sealed with; contact the administrator',
  },
} as const;

type SecondFactorMessages = typeof secondFactorMessages;
declare module '../../../core/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys come from SecondFactorMessages
  interface ModuleMessages extends SecondFactorMessages {}
}
