import { describe, expect, it } from 'vitest';
import { cjkPieces, likeLiteral } from './suggest.ts';
import { originalNameOf } from './file-store.ts';

describe('suggest helpers', () => {
  it('escapes LIKE wildcards', () => {
    expect(likeLiteral('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
  it('cuts short CJK queries into two-character pieces, and nothing else', () => {
    expect(cjkPieces('翻泽平台')).toEqual(['翻泽', '泽平', '平台']);
    expect(cjkPieces('翻译')).toEqual([]);
    expect(cjkPieces('translation')).toEqual([]);
    expect(cjkPieces('字'.repeat(13))).toEqual([]);
  });
});

describe('upload names', () => {
  it('drops folders and reads multipart latin1 names as UTF-8', () => {
    expect(originalNameOf(Buffer.from('../a/术语.csv').toString('latin1'))).toBe('术语.csv');
    expect(originalNameOf('..\\..\\x.txt')).toBe('x.txt');
    expect(originalNameOf('')).toBe('file');
  });
});
