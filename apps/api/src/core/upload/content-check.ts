// The content-type check of uploads: a file whose extension names a binary format must start with that format's
// signature (magic bytes), so a page or script renamed to .png or .pdf is refused before it is stored.
import { open } from 'node:fs/promises';
import { badRequest } from '../app-error.ts';

const ZIP = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];
const OLE = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];

/** Accepted leading bytes per extension; extensions not listed (text, audio, video) are not sniffed. */
const SIGNATURES: Readonly<Record<string, number[][]>> = {
  png: [[0x89, 0x50, 0x4e, 0x47]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  gif: [[0x47, 0x49, 0x46, 0x38]],
  webp: [[0x52, 0x49, 0x46, 0x46]],
  bmp: [[0x42, 0x4d]],
  ico: [[0x00, 0x00, 0x01, 0x00]],
  pdf: [[0x25, 0x50, 0x44, 0x46]],
  zip: ZIP,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  doc: OLE,
  xls: OLE,
  ppt: OLE,
  '7z': [[0x37, 0x7a, 0xbc, 0xaf]],
  gz: [[0x1f, 0x8b]],
  rar: [[0x52, 0x61, 0x72, 0x21]],
};

export async function assertContentMatches(file: string, extension: string): Promise<void> {
  const expected = SIGNATURES[extension];
  if (!expected) return;
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (!expected.some((sig) => sig.length <= bytesRead && sig.every((b, i) => head[i] === b)))
      throw badRequest('uploadContentMismatch', { ext: extension });
  } finally {
    await handle.close();
  }
}
