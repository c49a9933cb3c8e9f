// The one way an upload route receives a file (translation files and images, OSS put-file, term import staging):
// to disk under the data folder, DATA_DIR/upload/yyyyMMdd/<uuid>.<ext>. The stored name is ours alone (a random
// uuid and a whitelisted extension), so nothing the client sends reaches a path; the original name is kept as
// metadata only. Size and extension are checked while the body streams in (413 above the limit, 400 for a type not
// accepted), then the content against the extension (a text file named .png is refused): the same checks for every
// route.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError, badRequest } from '../app-error.ts';
import { originalNameOf } from '../upload-name.ts';
import { assertContentMatches } from './content-check.ts';

export { originalNameOf };

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };
/** Accepted extensions and the type each is served with (never the client's claimed type). SVG is left out: it can carry script. */
export const FILE_TYPES: Readonly<Record<string, string>> = {
  ...IMAGE_TYPES,
  pdf: 'application/pdf', txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  tbx: 'application/x-tbx+xml', zip: 'application/zip',
};

export const extensionOf = (name: string) => (/\.([a-z0-9]{1,8})$/i.exec(name)?.[1] ?? '').toLowerCase();

export type StoredUpload = { name: string; originalName: string; extension: string; contentType: string; size: number; fields: Record<string, unknown> };

const day = (d: Date) => `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

/** A byte count as the size-limit message shows it (10 MB, 512 KB). */
export const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

function refusal(error: unknown, maxBytes: number): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new AppError(413, 'uploadFileTooLarge', { limit: sizeText(maxBytes) });
    return badRequest('uploadFileMissing');
  }
  return badRequest('uploadFileMissing'); // a malformed multipart body
}

/** What a store accepts: the largest file and the extensions, each with the type it is served with. */
export type FileStoreOptions = { maxBytes?: number; types?: Readonly<Record<string, string>> };

export function createFileStore(dataDir: string, { maxBytes = MAX_UPLOAD_BYTES, types = FILE_TYPES }: FileStoreOptions = {}) {
  const root = path.resolve(dataDir);
  const parse = multer({
    storage: multer.diskStorage({
      destination: (_req, _file, done) => {
        const folder = path.join(root, 'upload', day(new Date()));
        mkdirSync(folder, { recursive: true });
        done(null, folder);
      },
      filename: (_req, file, done) => done(null, `${randomUUID()}.${extensionOf(file.originalname)}`),
    }),
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 7 },
    fileFilter: (_req, file, accept) => {
      const ext = extensionOf(file.originalname);
      if (types[ext]) accept(null, true);
      else accept(badRequest('uploadFileType', { ext: ext || '?' }));
    },
  }).single('file');

  /** The absolute path of a stored name, refusing anything that would leave the upload folder. */
  function pathOf(name: string): string {
    const full = path.resolve(root, name);
    if (!full.startsWith(path.join(root, 'upload') + path.sep)) throw badRequest('uploadFileMissing');
    return full;
  }

  return {
    pathOf,
    read(req: Request, res: Response): Promise<StoredUpload> {
      return new Promise((resolve, reject) => {
        parse(req, res, (error: unknown) => {
          if (error) return reject(refusal(error, maxBytes));
          const file = req.file;
          if (!file) return reject(badRequest('uploadFileMissing'));
          const name = path.relative(root, file.path).split(path.sep).join('/');
          if (file.size === 0) {
            void unlink(file.path).catch(() => {});
            return reject(badRequest('uploadFileEmpty'));
          }
          const extension = extensionOf(file.originalname);
          assertContentMatches(file.path, extension).then(() => resolve({
            name, originalName: originalNameOf(file.originalname), extension, contentType: types[extension]!, size: file.size,
            fields: (req.body ?? {}) as Record<string, unknown>,
          }), (mismatch: unknown) => {
            void unlink(file.path).catch(() => {});
            reject(mismatch);
          });
        });
      });
    },
    remove: (name: string) => unlink(pathOf(name)).catch(() => {}),
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
