// The one way every upload route reads its multipart body: the file field and whether it repeats come from the
// route's contract declaration (`upload`), the rest from the route's rule: where files go (memory for small files
// parsed at once, a folder for files that are kept or read in a stream), how large they may be, which names are
// accepted, and which message each refusal shows. Names are checked and sizes limited while the body streams in, so
// a refused file is never kept; the original name is read as the client meant it (originalNameOf).
import { mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { RouteSpec } from '@blade/contract';
import { AppError, badRequest } from '../app-error.ts';
import type { MessageKey } from '../messages.ts';
import { originalNameOf } from '../upload-name.ts';

export const extensionOf = (name: string) => (/\.([a-z0-9]{1,8})$/i.exec(name)?.[1] ?? '').toLowerCase();

/** A byte count as the size-limit message shows it (10 MB, 512 KB). */
export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** The messages a route's refusals show; `type` receives the refused file's name and extension. */
export type UploadMessages = {
  type: MessageKey;
  tooLarge: MessageKey;
  missing: MessageKey;
  /** A body that is not multipart at all, or broken (default: `missing`). */
  malformed?: MessageKey;
  /** A file of 0 bytes (default: accepted; the route's parser then says what is wrong with it). */
  empty?: MessageKey;
};

export type UploadRule = {
  maxBytes: number;
  /** Whether a file name is accepted (checked before any byte of the file is kept). */
  accepts: (extension: string, originalName: string) => boolean;
  messages: UploadMessages;
  /** `memory`: the bytes in `buffer`. Otherwise written to `folder()` as `fileName(extension)`, in `path`. */
  storage: 'memory' | { folder: () => string; fileName: (extension: string) => string };
  /** At most this many files when the route's field repeats (default 20). */
  maxFiles?: number;
  /** Text fields beside the file(s): how many and how long each (defaults 5 and 1024 characters). */
  fields?: { count: number; size: number };
};

export type ReceivedFile = { originalName: string; extension: string; size: number; buffer?: Buffer; path?: string };
export type ReceivedUpload = { files: ReceivedFile[]; fields: Record<string, string> };

const DEFAULT_MAX_FILES = 20;

function refusal(error: unknown, rule: UploadRule): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new AppError(413, rule.messages.tooLarge, { limit: sizeText(rule.maxBytes) });
    return badRequest(rule.messages.missing);
  }
  return badRequest(rule.messages.malformed ?? rule.messages.missing);
}

function storageOf(rule: UploadRule): multer.StorageEngine {
  const { storage } = rule;
  if (storage === 'memory') return multer.memoryStorage();
  return multer.diskStorage({
    destination: (_req, _file, done) => {
      const folder = storage.folder();
      mkdirSync(folder, { recursive: true });
      done(null, folder);
    },
    filename: (_req, file, done) => done(null, storage.fileName(extensionOf(file.originalname))),
  });
}

const dropStored = (files: Express.Multer.File[]) =>
  Promise.all(files.map((f) => (f.path ? unlink(f.path).catch(() => {}) : Promise.resolve())));

/**
 * Reads the multipart body of a route declaring `upload`. Answers the files (at least one: none is a refusal with
 * the `missing` message) and the text fields; a refusal leaves nothing on disk.
 */
export function receiveUpload(
  req: Request,
  res: Response,
  declared: NonNullable<RouteSpec['upload']>,
  rule: UploadRule,
): Promise<ReceivedUpload> {
  const maxFiles = declared.multiple ? (rule.maxFiles ?? DEFAULT_MAX_FILES) : 1;
  const fields = rule.fields ?? { count: 5, size: 1024 };
  const parser = multer({
    storage: storageOf(rule),
    limits: { fileSize: rule.maxBytes, files: maxFiles, fields: fields.count, fieldSize: fields.size, parts: maxFiles + fields.count + 2 },
    fileFilter: (_req, file, accept) => {
      const name = originalNameOf(file.originalname);
      const extension = extensionOf(file.originalname);
      if (rule.accepts(extension, name)) accept(null, true);
      else accept(badRequest(rule.messages.type, { name, ext: extension || '?' }));
    },
  });
  const parse = declared.multiple ? parser.array(declared.field, maxFiles) : parser.single(declared.field);
  return new Promise((resolve, reject) => {
    parse(req, res, (error: unknown) => {
      // multer removes a partly written file itself when a limit or the name check stops it.
      if (error) return reject(refusal(error, rule));
      const stored = declared.multiple ? ((req.files ?? []) as Express.Multer.File[]) : req.file ? [req.file] : [];
      if (!stored.length) return reject(badRequest(rule.messages.missing));
      if (rule.messages.empty && stored.some((f) => f.size === 0)) {
        const empty = rule.messages.empty;
        void dropStored(stored);
        return reject(badRequest(empty));
      }
      const text = Object.fromEntries(Object.entries((req.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
      resolve({
        files: stored.map((f) => ({
          originalName: originalNameOf(f.originalname),
          extension: extensionOf(f.originalname),
          size: f.size,
          ...(f.buffer ? { buffer: f.buffer } : {}),
          ...(f.path ? { path: f.path } : {}),
        })),
        fields: text,
      });
    });
  });
}
