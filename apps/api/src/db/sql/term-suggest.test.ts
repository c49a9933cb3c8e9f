import { describe, expect, it } from 'vitest';
import { hasCjk } from './term-suggest.ts';

describe('suggest helpers', () => {
  it('tells CJK queries from others', () => {
    expect(hasCjk('翻泽平台')).toBe(true);
    expect(hasCjk('AA制')).toBe(true);
    expect(hasCjk('translation')).toBe(false);
  });
});
