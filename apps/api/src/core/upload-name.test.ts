import { describe, expect, it } from 'vitest';
import { originalNameOf } from './upload-name.ts';

describe('originalNameOf', () => {
  it('drops bidirectional and other control characters, keeps every other letter', () => {
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u0000',
      '\u0007',
      '\n',
      '\r',
      '\t',
      '\u007F',
      '\u0085',
    ]) {
      expect(originalNameOf(`invoice${control}gpj.exe`), JSON.stringify(control)).toBe('invoicegpj.exe');
    }
    expect(originalNameOf(Buffer.from('报告\u202Efdp.exe').toString('latin1'))).toBe('报告fdp.exe');
    expect(originalNameOf('合同 v2 (终稿).docx')).toBe('合同 v2 (终稿).docx');
    expect(originalNameOf('\u202E')).toBe('file');
  });
});
