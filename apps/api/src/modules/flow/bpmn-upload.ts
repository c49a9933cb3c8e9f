// Multipart BPMN uploads: small XML files kept in memory (at most 20 files of 2 MB), only .bpmn20.xml or .bpmn.
import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError, badRequest } from '../../core/app-error.ts';
import { originalNameOf } from '../../core/upload-name.ts';

export const MAX_BPMN_BYTES = 2 * 1024 * 1024;
const MAX_FILES = 20;

export const isBpmnName = (name: string) => /\.(bpmn20\.xml|bpmn)$/i.test(name);

export type BpmnUpload = { files: { name: string; xml: string }[]; fields: Record<string, string> };

/** Reads the multipart body: `field` holds the files; names are checked before any content is kept. */
export function readBpmnUpload(req: Request, res: Response, field: string, checkNames = true): Promise<BpmnUpload> {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_BPMN_BYTES, files: MAX_FILES, fields: 10, fieldSize: 4096 },
    fileFilter: (_req, file, accept) => {
      const name = originalNameOf(file.originalname);
      if (!checkNames || isBpmnName(name)) accept(null, true);
      else accept(badRequest('flowUploadType', { name }));
    },
  }).array(field, MAX_FILES);
  return new Promise((resolve, reject) => {
    parse(req, res, (error: unknown) => {
      if (error instanceof AppError) return reject(error);
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return reject(new AppError(413, 'flowUploadTooLarge', { limit: '2 MB' }));
      if (error) return reject(badRequest('flowUploadMissing'));
      const files = ((req.files ?? []) as Express.Multer.File[]).map((f) => ({
        name: originalNameOf(f.originalname), xml: f.buffer.toString('utf8'),
      }));
      const fields = Object.fromEntries(Object.entries((req.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
      resolve({ files, fields });
    });
  });
}
