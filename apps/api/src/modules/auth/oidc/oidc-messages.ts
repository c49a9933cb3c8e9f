// Messages of single sign-on with OpenID Connect providers, added to the catalogue of core/messages.ts: declared below
// for the keys' type, registered by the composition root (app.ts).
export const oidcMessages = {
  oidcProviderUnknown: { zh: '该租户没有名为 [{source}] 的登录方式', en: 'The tenant has no sign-in provider [{source}]' },
  oidcSourceTaken: { zh: '登录方式标识 [{source}] 已存在', en: 'The provider source [{source}] is already used' },
  oidcSecretRequired: { zh: '请输入客户端密钥', en: 'Enter the client secret' },
  oidcDiscoveryFailed: {
    zh: '无法从 {issuer} 读取 OpenID 配置(.well-known/openid-configuration)',
    en: 'Could not read the OpenID configuration of {issuer} (.well-known/openid-configuration)',
  },
  oidcIssuerNotAllowed: {
    zh: '不允许访问 {host}:内网或本机地址需由运维在 OUTBOUND_ALLOW 中放行',
    en: '{host} may not be reached: a private or loopback address must be listed in OUTBOUND_ALLOW by the operator',
  },
  oidcStateInvalid: { zh: '登录请求已失效,请重新登录', en: 'The sign-in request expired or is unknown; sign in again' },
  oidcProviderRefused: { zh: '身份提供方未能确认您的身份', en: 'The identity provider did not confirm who you are' },
  oidcEmailDomain: {
    zh: '身份提供方给出的邮箱不在允许的域名内',
    en: 'The e-mail address the provider asserts is not in an allowed domain',
  },
  oidcCodeInvalid: { zh: '登录凭证无效或已使用,请重新登录', en: 'The sign-in code is invalid or was already used; sign in again' },
  oidcRegistrationRequired: {
    zh: '该第三方账号尚未绑定系统账号,请先注册',
    en: 'This identity is not linked to an account yet: register first',
  },
  oidcIdentityTaken: { zh: '该第三方账号已绑定其他账号', en: 'This identity is already linked to an account' },
  oidcIdentityUnknown: { zh: '未找到该第三方账号', en: 'No such linked identity' },
} as const;

type OidcMessages = typeof oidcMessages;
declare module '../../../core/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the keys come from OidcMessages
  interface ModuleMessages extends OidcMessages {}
}
