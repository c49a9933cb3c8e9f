// Object storage: configurations (Blade's `Oss`, one enabled per tenant) and the upload endpoints.
import { z } from 'zod';
import { ZId, zNoData } from '../common.ts';
import { defineEntity, zInt, zRequiredText, zText } from '../crud.ts';
import { ANY_FILE, binaryAnswer, defineRoute, permissionAccess, publicAccess, tokenAccess } from '../route.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';

/** What a masked secret looks like in answers; a submit carrying it back keeps the stored secret. */
export const SECRET_MASK_PATTERN = /^.{0,4}\*{6}.{0,4}$/;

export const ossEntity = defineEntity({
  name: 'oss',
  base: '/blade-resource/oss',
  record: z.object({
    ...baseRecordShape,
    tenantId: z.string(),
    category: z.number(),
    categoryName: z.string(),
    ossCode: z.string(),
    endpoint: z.string(),
    accessKey: z.string(),
    /** Masked: the first and last characters around ******. */
    secretKey: z.string(),
    bucketName: z.string(),
    appId: z.string().nullable(),
    region: z.string().nullable(),
    remark: z.string().nullable(),
    statusName: z.string(),
  }),
  submit: z.object({
    id: zSubmitId,
    category: zInt.min(1).max(4),
    ossCode: zRequiredText(32),
    endpoint: zRequiredText(255).regex(/^https?:\/\/\S+$/, 'v.httpUrl'),
    accessKey: zRequiredText(255),
    secretKey: zRequiredText(255),
    bucketName: zRequiredText(255).regex(/^[a-z0-9][a-z0-9.-]{1,62}$/, 'v.bucketName'),
    appId: zText(255),
    region: zText(255),
    remark: zText(255),
  }),
  filters: { ...baseFilters, tenantId: 'string', category: 'int', ossCode: 'string', bucketName: 'string', endpoint: 'string' },
  listStyle: 'entity',
  sortable: ['createTime', 'ossCode', 'category', 'status'],
  permission: 'oss',
  scope: 'tenant',
  actions: ['list', 'page', 'detail', 'submit', 'remove'],
});

/** What an upload answers (Blade's BladeFile): name is the object key upload/yyyyMMdd/<uuid32>.<ext>. */
export type BladeFile = { link: string; domain: string; name: string; originalName: string; attachId?: string };

/** `code` picks a configuration by ossCode instead of the enabled one (Blade's request parameter). */
const ZStoreQuery = z.object({ code: z.string().trim().max(32).optional() });

/** Blade's upload answer: where the stored file is served, and its stored and original names. */
const ZStoredFile = z.object({ link: z.string(), domain: z.string(), name: z.string(), originalName: z.string() });

export const ossRoutes = {
  enable: defineRoute({
    method: 'POST',
    path: '/blade-resource/oss/enable',
    access: permissionAccess('oss_enable'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ id: ZId }),
    summary: 'Enable one configuration; every other of the tenant is disabled',
  }),
  putFile: defineRoute({
    method: 'POST',
    path: '/blade-resource/oss/endpoint/put-file',
    access: tokenAccess,
    response: 'envelope',
    answer: ZStoredFile,
    upload: { field: 'file' },
    query: ZStoreQuery,
    summary: 'Store one uploaded file (multipart `file`) with the active provider',
  }),
  putFileAttach: defineRoute({
    method: 'POST',
    path: '/blade-resource/oss/endpoint/put-file-attach',
    access: permissionAccess('attach_upload', 'attach'),
    response: 'envelope',
    answer: ZStoredFile.extend({ attachId: z.string() }),
    upload: { field: 'file' },
    query: ZStoreQuery,
    summary: 'Store one uploaded file and record it as an attachment (answers attachId)',
  }),
  removeFile: defineRoute({
    method: 'POST',
    path: '/blade-resource/oss/endpoint/remove-file',
    access: permissionAccess('oss_delete', 'attach_delete'),
    response: 'envelope',
    answer: zNoData,
    query: ZStoreQuery.extend({ fileName: z.string().trim().min(1).max(500) }),
    summary: 'Remove one stored object by its name (key)',
  }),
  /** Local-disk objects, public like a public bucket: the key holds a random uuid. */
  localFile: defineRoute({
    method: 'GET',
    path: '/blade-resource/oss/local/:tenant/upload/:day/:file',
    access: publicAccess,
    response: 'envelope',
    answer: binaryAnswer(ANY_FILE),
    summary: 'An object of the local-disk provider (the link put-file answers)',
  }),
};
