// One interface for every object storage provider; put-file, attachments and downloads only talk to it.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { BladeDates } from '../../../core/blade-dates.ts';
import { FILE_TYPES } from '../../../core/upload/file-store.ts';

export interface ObjectStore {
  /** What links start with: link = `${domain}/${name}` (Blade: endpoint/bucket). */
  readonly domain: string;
  /** Stores the file at `source` (a local path, streamed, never read whole) under the object name. */
  put(name: string, source: string, contentType: string, size: number): Promise<void>;
  /** The object's bytes as a stream; throws `objectMissing` when there is none. */
  read(name: string): Promise<Readable>;
  remove(name: string): Promise<void>;
}

export class ObjectMissing extends Error {}

/** Blade's object name: upload/yyyyMMdd/<uuid without dashes>.<ext>, chosen here alone (nothing of the client's). */
export const OBJECT_NAME = /^upload\/\d{8}\/[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/** The day is the configured TIME_ZONE's, as in the records' times (not the server's clock zone). */
export function objectName(extension: string, dates: Pick<BladeDates, 'format'>, now = new Date()): string {
  const day = dates.format(now).slice(0, 10).replaceAll('-', '');
  return `upload/${day}/${randomUUID().replaceAll('-', '')}.${extension}`;
}

/** The type an extension is served and stored with; the client's claimed type is never used. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ...FILE_TYPES,
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  md: 'text/markdown; charset=utf-8',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  gz: 'application/gzip',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  wav: 'audio/wav',
  json: 'application/json',
  xml: 'application/xml',
};

export const contentTypeOf = (extension: string) => CONTENT_TYPES[extension] ?? 'application/octet-stream';

/** The accepted extensions of the configuration, each with its type (for the upload filter). */
export const uploadTypes = (extensions: readonly string[]) => Object.fromEntries(extensions.map((e) => [e, contentTypeOf(e)]));

export const isImage = (extension: string) => contentTypeOf(extension).startsWith('image/');
