// Messages of SMS sending (sms.routes.ts and providers/), added to the catalogue of core/messages.ts: declared below
// for the keys' type, registered by the composition root (app.ts).
export const smsMessages = {
  smsNoActiveConfig: { zh: '没有启用的短信配置', en: 'No SMS configuration is enabled' },
  smsProviderIncomplete: {
    zh: '短信配置不完整: {provider} 需要填写 {fields}',
    en: 'Incomplete SMS configuration: {provider} needs {fields}',
  },
  smsRefused: { zh: '短信发送失败({provider}): {message}', en: 'The SMS was not sent ({provider}): {message}' },
  smsLoggedOnly: { zh: '短信未发送: 当前配置只记录日志', en: 'The SMS was not sent: this configuration only logs messages' },
  smsValidated: { zh: '短信校验成功', en: 'The SMS code is correct' },
  smsValidateFailed: { zh: '短信校验失败', en: 'The SMS code is wrong or no longer valid' },
} as const;

type SmsMessages = typeof smsMessages;
declare module '../../../core/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys come from SmsMessages
  interface ModuleMessages extends SmsMessages {}
}
