import { z } from 'zod';
import { defineEntity, field, zInt, zRequiredText, zText } from '../crud.ts';

const GRANTS = ['password', 'captcha', 'passkey', 'refresh_token', 'authorization_code', 'social', 'implicit', 'client_credentials'];

/** The grants a new client gets unless it names others: every grant the console's sign-in forms use. */
export const DEFAULT_CLIENT_GRANTS = 'refresh_token,password,authorization_code,captcha,social,passkey';

/** Known grant types, comma-joined; the default ones when left empty. */
const zGrantTypes = z
  .string()
  .trim()
  .max(256)
  .default(DEFAULT_CLIENT_GRANTS)
  .transform((v) => v || DEFAULT_CLIENT_GRANTS)
  .refine((v) => v.split(',').every((g) => GRANTS.includes(g.trim())), 'v.grantType');

export const clientEntity = defineEntity({
  name: 'client',
  base: '/blade-system/client',
  // The secret is part of the record on purpose: administrators configure clients by it, as in Blade.
  fields: {
    clientId: field(zRequiredText(48).regex(/^[A-Za-z0-9_-]+$/), ['应用id', 'Client id'], { list: true, search: true, unique: true }),
    clientSecret: field(zRequiredText(256), ['应用密钥', 'Client secret'], { list: true }),
    scope: field(z.string().trim().min(1).max(256).default('all'), ['授权范围', 'Scope'], { list: true, search: true }),
    authorizedGrantTypes: field(zGrantTypes, ['授权类型', 'Grant types'], { list: true }),
    // The console refreshes tokens after 3000 s, so a shorter access lifetime would sign users out.
    accessTokenValidity: field(zInt.min(3001).max(31_536_000), ['令牌过期秒数', 'Access token seconds'], { list: true, initial: 3600 }),
    refreshTokenValidity: field(zInt.min(3001).max(31_536_000 * 5), ['刷新令牌过期秒数', 'Refresh token seconds'], {
      list: true,
      initial: 604800,
    }),
    webServerRedirectUri: field(zText(256), ['回调地址', 'Redirect URI']),
    resourceIds: field(zText(256), ['资源集合', 'Resource ids']),
    authorities: field(zText(256), ['权限', 'Authorities']),
    autoapprove: field(zText(256), ['自动授权', 'Auto approve']),
    additionalInformation: field(zText(4096), ['附加说明', 'Additional information'], { input: 'textarea' }),
  },
  listStyle: 'entity',
  sortable: ['clientId', 'createTime'],
  scope: 'platform',
  actions: ['list', 'detail', 'submit', 'remove'],
  model: 'Client',
  defaultOrder: [{ id: 'asc' }],
  screen: { path: '/system/client', name: '应用管理', icon: 'Apps', parent: 'system' },
});
