// Reads one uploaded .xlsx (multipart field `file`) into memory, refusing anything else before it is parsed:
// other extensions, files that are not zip containers, more than one file, more than MAX_BYTES.
import type { Request, Response } from 'express';
import type { RouteSpec } from '@blade/contract';
import { badRequest } from '../../../core/app-error.ts';
import { receiveUpload } from '../../../core/upload/receive-upload.ts';

const MAX_BYTES = 2 * 1024 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export type XlsxUpload = { buffer: Buffer; fields: Record<string, string> };

export async function readXlsxUpload(req: Request, res: Response, declared: NonNullable<RouteSpec['upload']>): Promise<XlsxUpload> {
  const {
    files: [file],
    fields,
  } = await receiveUpload(req, res, declared, {
    maxBytes: MAX_BYTES,
    accepts: (extension) => extension === 'xlsx',
    messages: {
      type: 'userImportNotXlsx',
      tooLarge: 'userImportTooLarge',
      missing: 'userImportFileMissing',
      malformed: 'userImportUnreadable',
    },
    storage: 'memory',
    fields: { count: 10, size: 1024 },
  });
  // An .xlsx is a zip archive: a renamed text or image file stops here.
  if (!file!.buffer!.subarray(0, 4).equals(ZIP_MAGIC)) throw badRequest('userImportNotXlsx');
  return { buffer: file!.buffer!, fields };
}
