import { describe, expect, it } from 'vitest';
import { hasCjk } from './term-suggest.ts';
import { originalNameOf } from '../../core/upload/file-store.ts';

describe('suggest helpers', () => {
  it('tells CJK queries from others', () => {
    expect(hasCjk('翻泽平台')).toBe(true);
    expect(hasCjk('AA制')).toBe(true);
    expect(hasCjk('translation')).toBe(false);
  });
});

describe('upload names', () => {
  it('drops folders and reads multipart latin1 names as UTF-8', () => {
    expect(originalNameOf(Buffer.from('../a/术语.csv').toString('latin1'))).toBe('术语.csv');
    expect(originalNameOf('..\\..\\x.txt')).toBe('x.txt');
    expect(originalNameOf('')).toBe('file');
  });
});
