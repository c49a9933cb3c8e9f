// Multipart BPMN uploads: small XML files kept in memory (at most 20 files of MAX_BPMN_BYTES, the workflow's limit), only .bpmn20.xml or .bpmn
// unless the route only asks whether a name would be accepted (check-upload).
import type { Request, Response } from 'express';
import type { RouteSpec } from '@blade/contract';
import { MAX_BPMN_BYTES } from '@blade/workflow';
import { receiveUpload } from '../../core/upload/receive-upload.ts';

export const isBpmnName = (name: string) => /\.(bpmn20\.xml|bpmn)$/i.test(name);

export type BpmnUpload = { files: { name: string; xml: string }[]; fields: Record<string, string> };

/** Reads the route's BPMN files; names are checked before any content is kept (unless `checkNames` is false). */
export async function readBpmnUpload(
  req: Request,
  res: Response,
  declared: NonNullable<RouteSpec['upload']>,
  checkNames = true,
): Promise<BpmnUpload> {
  const { files, fields } = await receiveUpload(req, res, declared, {
    maxBytes: MAX_BPMN_BYTES,
    accepts: (_extension, name) => !checkNames || isBpmnName(name),
    messages: { type: 'flowUploadType', tooLarge: 'flowUploadTooLarge', missing: 'flowUploadMissing' },
    storage: 'memory',
    fields: { count: 10, size: 4096 },
  });
  return { files: files.map((f) => ({ name: f.originalName, xml: f.buffer!.toString('utf8') })), fields };
}
