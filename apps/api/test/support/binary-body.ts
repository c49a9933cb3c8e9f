// Supertest parses only text and JSON bodies; downloads (xlsx, csv with a BOM, files) are collected as one Buffer.
import type request from 'supertest';

export function binaryBody(res: request.Response, done: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
