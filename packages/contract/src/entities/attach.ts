// Attachments: files stored through oss/endpoint/put-file-attach, listed, downloaded and removed here.
import { z } from 'zod';
import { zIdText } from '../common.ts';
import { defineEntity, zRequiredText, zText } from '../crud.ts';
import { ANY_FILE, binaryAnswer, defineRoute, permissionAccess } from '../route.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';

export const attachEntity = defineEntity({
  name: 'attach',
  base: '/blade-resource/attach',
  record: z.object({
    ...baseRecordShape,
    tenantId: z.string(),
    link: z.string(),
    domain: z.string(),
    name: z.string(),
    originalName: z.string(),
    extension: z.string(),
    attachSize: z.number(),
  }),
  // Blade's submit edits the metadata only; the stored object never changes through it.
  submit: z.object({
    id: zSubmitId,
    link: zRequiredText(1000),
    domain: zText(500),
    name: zRequiredText(500),
    originalName: zRequiredText(255),
    extension: zText(16),
    attachSize: z.coerce.number().int().min(0).optional().nullable(),
  }),
  filters: { ...baseFilters, tenantId: 'string', originalName: 'string', extension: 'string', name: 'string' },
  listStyle: 'entity',
  sortable: ['createTime', 'originalName', 'attachSize', 'extension'],
  permission: 'attach',
  // Blade's attachment menu has no add/edit buttons: whoever may upload may correct an attachment's metadata.
  savePermission: 'attach_upload',
  scope: 'tenant',
  actions: ['list', 'page', 'detail', 'submit', 'remove'],
});

export const attachRoutes = {
  streamById: defineRoute({
    method: 'GET',
    path: '/blade-resource/attach/streamById',
    aliases: ['/blade-resource/attach/download'],
    access: permissionAccess('attach_download', 'attach'),
    response: 'envelope',
    answer: binaryAnswer(ANY_FILE),
    query: z
      .object({ id: zIdText().optional(), str: zIdText().optional() })
      .refine((q) => q.id || q.str, { message: 'v.numericId', path: ['id'] }),
    summary: 'Download an attachment by id (Saber sends it as `str`), with its original name',
  }),
};
