import { describe, expect, it } from 'vitest';
import { originalNameOf } from './file-store.ts';

describe('upload names', () => {
  it('drops folders and reads multipart latin1 names as UTF-8', () => {
    expect(originalNameOf(Buffer.from('../a/术语.csv').toString('latin1'))).toBe('术语.csv');
    expect(originalNameOf('..\\..\\x.txt')).toBe('x.txt');
    expect(originalNameOf('')).toBe('file');
  });
});
