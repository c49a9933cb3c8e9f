// Reads one uploaded .xlsx (multipart field `file`) into memory, refusing anything else before it is parsed:
// other extensions, files that are not zip containers, more than one file, more than MAX_BYTES.
import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError, badRequest } from '../../../core/app-error.ts';

const MAX_BYTES = 2 * 1024 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const parse = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  fileFilter: (_req, file, accept) => {
    if (/\.xlsx$/i.test(file.originalname)) accept(null, true);
    else accept(badRequest('userImportNotXlsx'));
  },
}).single('file');

export type XlsxUpload = { buffer: Buffer; fields: Record<string, unknown> };

function refusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new AppError(413, 'userImportTooLarge', { limit: '2 MB' });
    return badRequest('userImportFileMissing');
  }
  return badRequest('userImportUnreadable'); // a malformed multipart body
}

export function readXlsxUpload(req: Request, res: Response): Promise<XlsxUpload> {
  return new Promise((resolve, reject) => {
    parse(req, res, (error: unknown) => {
      if (error) return reject(refusal(error));
      const file = req.file;
      if (!file) return reject(badRequest('userImportFileMissing'));
      // An .xlsx is a zip archive: a renamed text or image file stops here.
      if (!file.buffer.subarray(0, 4).equals(ZIP_MAGIC)) return reject(badRequest('userImportNotXlsx'));
      resolve({ buffer: file.buffer, fields: (req.body ?? {}) as Record<string, unknown> });
    });
  });
}
