// SMS: configurations (Blade's `Sms`, one enabled per tenant) and send-message.
import { z } from 'zod';
import { ZId, zNoData } from '../common.ts';
import { defineEntity, zInt, zRequiredText, zText } from '../crud.ts';
import { defineRoute, permissionAccess } from '../route.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';

/**
 * Blade's dict `sms` (1 yunpian, 2 qiniu, 3 aliyun, 4 tencent) plus 5: an HTTP endpoint of your own, and 6: only log
 * the message (for trying the console out; the answer says nothing was sent).
 */
export const SMS_CATEGORY = { yunpian: 1, qiniu: 2, aliyun: 3, tencent: 4, http: 5, log: 6 } as const;
export const SMS_HTTP_CATEGORY = SMS_CATEGORY.http;

export const smsEntity = defineEntity({
  name: 'sms',
  base: '/blade-resource/sms',
  record: z.object({
    ...baseRecordShape,
    tenantId: z.string(),
    category: z.number(),
    categoryName: z.string(),
    smsCode: z.string(),
    templateId: z.string().nullable(),
    template: z.string().nullable(),
    endpoint: z.string().nullable(),
    accessKey: z.string().nullable(),
    secretKey: z.string().nullable(),
    regionId: z.string().nullable(),
    appId: z.string().nullable(),
    signName: z.string().nullable(),
    remark: z.string().nullable(),
    statusName: z.string(),
  }),
  submit: z.object({
    id: zSubmitId,
    category: zInt.min(1).max(6),
    smsCode: zRequiredText(32),
    templateId: zText(64),
    template: zText(500),
    endpoint: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .max(500)
          .regex(/^https?:\/\/\S+$/, 'v.httpUrl'),
      ])
      .optional()
      .nullable(),
    accessKey: zText(255),
    secretKey: zText(255),
    regionId: zText(64),
    /** Tencent's SdkAppId (the other providers need none). */
    appId: zText(64),
    signName: zText(64),
    remark: zText(255),
  }),
  filters: { ...baseFilters, tenantId: 'string', category: 'int', smsCode: 'string', templateId: 'string', signName: 'string' },
  listStyle: 'entity',
  sortable: ['createTime', 'smsCode', 'category', 'status'],
  permission: 'sms',
  scope: 'tenant',
  actions: ['list', 'page', 'detail', 'submit', 'remove'],
});

export const smsRoutes = {
  enable: defineRoute({
    method: 'POST',
    path: '/blade-resource/sms/enable',
    access: permissionAccess('sms_enable'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ id: ZId }),
    summary: 'Enable one configuration; every other of the tenant is disabled',
  }),
  sendMessage: defineRoute({
    method: 'POST',
    path: '/blade-resource/sms/endpoint/send-message',
    access: permissionAccess('sms'),
    response: 'envelope',
    answer: z.union([zNoData, z.object({ sent: z.literal(false) })]),
    params: z.object({
      code: z.string().trim().max(32).optional(),
      phones: z.string().optional(),
      params: z.string().max(4000).optional(),
    }),
    summary: 'Send the template of a configuration (code, or the enabled one) to comma-joined phones with JSON params',
  }),
  sendValidate: defineRoute({
    method: 'POST',
    path: '/blade-resource/sms/endpoint/send-validate',
    access: permissionAccess('sms'),
    response: 'envelope',
    answer: z.object({ id: z.string(), phone: z.string(), success: z.boolean() }),
    params: z.object({ phone: z.string().optional() }),
    summary: 'Send a six-digit validation code (template parameter `code`) to one phone; answers its id, never the code',
  }),
  validateMessage: defineRoute({
    method: 'POST',
    path: '/blade-resource/sms/endpoint/validate-message',
    access: permissionAccess('sms'),
    response: 'envelope',
    answer: zNoData,
    params: z.object({
      id: z.string().trim().min(1).max(32),
      phone: z.string().trim().min(1).max(32),
      value: z.string().trim().min(1).max(16),
    }),
    summary: 'Check a code sent by send-validate (its id, the phone and the code); a right code is used up, five wrong ones end it',
  }),
};
