import { z } from 'zod';
import { defineEntity, zInt, zRequiredText, zText } from '../crud.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';

const GRANTS = ['password', 'captcha', 'refresh_token', 'authorization_code', 'social', 'implicit', 'client_credentials'];

/** The grants a new client gets unless it names others: every grant the console's sign-in forms use. */
export const DEFAULT_CLIENT_GRANTS = 'refresh_token,password,authorization_code,captcha,social';

export const clientEntity = defineEntity({
  name: 'client',
  base: '/blade-system/client',
  // The secret is part of the record on purpose: administrators configure clients by it, as in Blade.
  record: z.object({
    ...baseRecordShape, clientId: z.string(), clientSecret: z.string(), resourceIds: z.string().nullable(), scope: z.string(),
    authorizedGrantTypes: z.string(), webServerRedirectUri: z.string().nullable(), authorities: z.string().nullable(),
    accessTokenValidity: z.number(), refreshTokenValidity: z.number(), additionalInformation: z.string().nullable(),
    autoapprove: z.string().nullable(),
  }),
  submit: z.object({
    id: zSubmitId,
    clientId: zRequiredText(48).regex(/^[A-Za-z0-9_-]+$/),
    clientSecret: zRequiredText(256),
    resourceIds: zText(256),
    scope: z.string().trim().min(1).max(256).default('all'),
    authorizedGrantTypes: z.string().trim().max(256).default(DEFAULT_CLIENT_GRANTS)
      .transform((v) => v || DEFAULT_CLIENT_GRANTS).refine((v) => v.split(',').every((g) => GRANTS.includes(g.trim())), 'v.grantType'),
    webServerRedirectUri: zText(256),
    authorities: zText(256),
    // The console refreshes tokens after 3000 s, so a shorter access lifetime would sign users out.
    accessTokenValidity: zInt.min(3001).max(31_536_000),
    refreshTokenValidity: zInt.min(3001).max(31_536_000 * 5),
    additionalInformation: zText(4096),
    autoapprove: zText(256),
  }),
  filters: { ...baseFilters, clientId: 'string', scope: 'string' },
  listStyle: 'entity',
  sortable: ['clientId', 'createTime'],
  permission: 'client',
  scope: 'platform',
  actions: ['list', 'detail', 'submit', 'remove'],
  model: 'Client',
  unique: ['clientId'],
  defaultOrder: [{ id: 'asc' }],
  screen: { path: '/system/client', name: '应用管理', icon: 'Apps', parent: 'system' },
});
