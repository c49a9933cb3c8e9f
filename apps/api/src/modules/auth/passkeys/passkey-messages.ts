// Messages of passkeys (enrolment from 个人信息, the passkey sign-in), added to the catalogue of core/messages.ts:
// declared below for the keys' type, registered by the composition root (app.ts).
export const passkeyMessages = {
  // One answer for an unknown passkey, one of another tenant, a removed one and a bad signature or challenge: the
  // sign-in tells a visitor nothing about which credentials exist where.
  passkeyRefused: {
    zh: '通行密钥验证失败:请确认租户正确且该通行密钥仍已登记',
    en: 'The passkey was not accepted: check the tenant, and that the passkey is still enrolled',
  },
  passkeyMissing: { zh: '请使用通行密钥完成验证', en: 'Sign in with a passkey first' },
  passkeyEnrolFailed: {
    zh: '通行密钥登记失败,请重新开始',
    en: 'The passkey could not be enrolled: start again',
  },
  passkeyAlreadyEnrolled: { zh: '该通行密钥已登记', en: 'This passkey is already enrolled' },
  passkeyNotFound: { zh: '通行密钥不存在', en: 'No such passkey' },
} as const;

type PasskeyMessages = typeof passkeyMessages;
declare module '../../../core/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys come from PasskeyMessages
  interface ModuleMessages extends PasskeyMessages {}
}
