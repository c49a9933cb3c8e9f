// The one way a zip archive from a user is opened (an .xlsx is one; any other Office file would be): entries are
// unpacked through a counter, so an archive of a few kilobytes that unpacks to gigabytes (a zip bomb) is refused
// before any work when its directory says so, and as soon as an entry unpacks past the size its directory declares
// when it lies (no honest writer's entry ever does). Every refusal is a 400 with its own message.
import type { Readable } from 'node:stream';
import unzipper from 'unzipper';
import { badRequest } from './app-error.ts';
import { sizeText } from './upload/receive-upload.ts';

export type ZipLimits = {
  /** Entries in the archive's directory. */
  entries: number;
  /** Unpacked bytes of one entry. */
  entryBytes: number;
  /** Unpacked bytes of every entry read, together. */
  totalBytes: number;
};

/**
 * Enough for the largest import (100 000 term rows of long texts, inline or shared, unpack to some tens of MB) and
 * far below what would hurt the server: entries are read as streams, only shared strings are held (bounded apart).
 */
export const ZIP_LIMITS: ZipLimits = { entries: 1000, entryBytes: 64 * 1024 * 1024, totalBytes: 128 * 1024 * 1024 };

export type BoundedZip = {
  has(path: string): boolean;
  /** The unpacked bytes of an entry, chunk by chunk; throws a 400 refusal once a limit is passed. */
  read(path: string): AsyncGenerator<Uint8Array>;
};

type Entry = { path: string; uncompressedSize: number; stream: () => Readable };

/** Opens an archive (a file path or its bytes); throws unzipper's error when it is not a zip. */
export async function openZip(source: string | Buffer, limits: ZipLimits = ZIP_LIMITS): Promise<BoundedZip> {
  const directory = typeof source === 'string' ? await unzipper.Open.file(source) : await unzipper.Open.buffer(source);
  if (directory.files.length > limits.entries) throw badRequest('zipTooManyEntries', { max: limits.entries });
  const entries = new Map<string, Entry>(directory.files.map((f) => [f.path, f as unknown as Entry]));
  let total = 0;

  async function* read(path: string): AsyncGenerator<Uint8Array> {
    const entry = entries.get(path);
    if (!entry) throw new Error(`no entry ${path}`);
    const tooLarge = () => badRequest('zipEntryTooLarge', { name: path, limit: sizeText(limits.entryBytes) });
    // What the directory declares is checked first (no work for an honest bomb), what unpacks is counted against it
    // (a lying one stops at its declared size, not after unpacking up to the limit: 64 MB of work for nothing).
    if (entry.uncompressedSize > limits.entryBytes) throw tooLarge();
    const stream = entry.stream();
    let bytes = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        total += chunk.length;
        if (bytes > entry.uncompressedSize) throw badRequest('zipEntryLargerThanDeclared', { name: path });
        if (total > limits.totalBytes) throw badRequest('zipTooLarge', { limit: sizeText(limits.totalBytes) });
        yield chunk;
      }
    } finally {
      // A refusal, or a reader that stops early, ends the inflation too.
      stream.destroy();
    }
  }

  return { has: (path) => entries.has(path), read };
}
