// Streams a stored object to the response with the type of its extension (never a client's), nosniff and a
// sandbox policy; images inline, anything else as a download under its original name (RFC 6266 encoded).
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../core/app-error.ts';
import type { ObjectStore } from './storage/object-store.ts';
import { contentTypeOf, isImage, ObjectMissing } from './storage/object-store.ts';

export async function sendObject(res: Response, store: ObjectStore, name: string, options: { originalName?: string }): Promise<void> {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  let body;
  try {
    body = await store.read(name);
  } catch (error) {
    if (error instanceof ObjectMissing) throw new AppError(404, 'attachGone');
    throw error;
  }
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  if (options.originalName) res.attachment(options.originalName);
  else if (!isImage(extension)) res.attachment(name.slice(name.lastIndexOf('/') + 1));
  res.setHeader('Content-Type', contentTypeOf(extension));
  await pipeline(body, res);
}
