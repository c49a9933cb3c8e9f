// The encoding of an uploaded text file (CSV): a BOM says it; else text that is valid UTF-8 is UTF-8; else it is
// GB18030, which is what a Chinese Excel saves "CSV" as (GBK is its subset). Only the first 64 KiB are read.
import { open } from 'node:fs/promises';

export type TextEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'GB18030';

const PROBE_BYTES = 64 * 1024;

export function encodingOf(head: Uint8Array): TextEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'UTF-8';
  if (head[0] === 0xff && head[1] === 0xfe) return 'UTF-16LE';
  if (head[0] === 0xfe && head[1] === 0xff) return 'UTF-16BE';
  try {
    // stream: a character cut at the end of the probe is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'UTF-8';
  } catch {
    return 'GB18030';
  }
}

export async function detectTextEncoding(file: string): Promise<TextEncoding> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(PROBE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, PROBE_BYTES, 0);
    return encodingOf(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** The file's text as it streams, decoded across chunk boundaries (the BOM dropped). */
export async function* decodedText(chunks: AsyncIterable<Uint8Array>, encoding: TextEncoding): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding.toLowerCase());
  for await (const chunk of chunks) {
    const text = decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
