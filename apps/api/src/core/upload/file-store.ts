// The one way an upload route receives a file (translation files and images, OSS put-file, term import staging):
// to disk under the data folder, DATA_DIR/upload/yyyyMMdd/<uuid>.<ext>. The stored name is ours alone (a random
// uuid and a whitelisted extension), so nothing the client sends reaches a path; the original name is kept as
// metadata only. Size and extension are checked while the body streams in (413 above the limit, 400 for a type not
// accepted), then the content against the extension (a text file named .png is refused): the same checks for every
// route.
import { randomUUID } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { RouteSpec } from '@blade/contract';
import { badRequest } from '../app-error.ts';
import { originalNameOf } from '../upload-name.ts';
import { assertContentMatches } from './content-check.ts';
import { receiveUpload } from './receive-upload.ts';

export { originalNameOf };

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
/** Accepted extensions and the type each is served with (never the client's claimed type). SVG is left out: it can carry script. */
export const FILE_TYPES: Readonly<Record<string, string>> = {
  ...IMAGE_TYPES,
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  tbx: 'application/x-tbx+xml',
  zip: 'application/zip',
};

export type StoredUpload = {
  name: string;
  originalName: string;
  extension: string;
  contentType: string;
  size: number;
  fields: Record<string, string>;
};

const day = (d: Date) => `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;

/** What a store accepts: the largest file and the extensions, each with the type it is served with. */
export type FileStoreOptions = { maxBytes?: number; types?: Readonly<Record<string, string>> };

export function createFileStore(dataDir: string, { maxBytes = MAX_UPLOAD_BYTES, types = FILE_TYPES }: FileStoreOptions = {}) {
  const root = path.resolve(dataDir);
  const rule = {
    maxBytes,
    accepts: (extension: string) => !!types[extension],
    messages: { type: 'uploadFileType', tooLarge: 'uploadFileTooLarge', missing: 'uploadFileMissing', empty: 'uploadFileEmpty' },
    storage: { folder: () => path.join(root, 'upload', day(new Date())), fileName: (extension: string) => `${randomUUID()}.${extension}` },
  } as const;

  /** The absolute path of a stored name, refusing anything that would leave the upload folder. */
  function pathOf(name: string): string {
    const full = path.resolve(root, name);
    if (!full.startsWith(path.join(root, 'upload') + path.sep)) throw badRequest('uploadFileMissing');
    return full;
  }

  return {
    pathOf,
    /** Receives the route's one file into the upload folder, then checks its content against its extension. */
    async read(req: Request, res: Response, declared: NonNullable<RouteSpec['upload']>): Promise<StoredUpload> {
      const {
        files: [file],
        fields,
      } = await receiveUpload(req, res, declared, rule);
      const stored = file!.path!;
      try {
        await assertContentMatches(stored, file!.extension);
      } catch (mismatch) {
        void unlink(stored).catch(() => {});
        throw mismatch;
      }
      return {
        name: path.relative(root, stored).split(path.sep).join('/'),
        originalName: file!.originalName,
        extension: file!.extension,
        contentType: types[file!.extension]!,
        size: file!.size,
        fields,
      };
    },
    remove: (name: string) => unlink(pathOf(name)).catch(() => {}),
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
