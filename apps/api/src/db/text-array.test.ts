// The text[] literal quotes every element and escapes what the array syntax needs (read back by PostgreSQL in
// test/sql-reader.test.ts).
import { describe, expect, it } from 'vitest';
import { textArrayLiteral } from './text-array.ts';

describe('textArrayLiteral', () => {
  it('quotes every element, escapes quotes and backslashes, and keeps commas, braces and spaces inside the quotes', () => {
    expect(textArrayLiteral([])).toBe('{}');
    expect(textArrayLiteral([''])).toBe('{""}');
    expect(textArrayLiteral(['数据库', '数剧库'])).toBe('{"数据库","数剧库"}');
    expect(textArrayLiteral(['a,b', '{c}', ' d ', 'NULL'])).toBe('{"a,b","{c}"," d ","NULL"}');
    expect(textArrayLiteral(['say "hi"', 'back\\slash'])).toBe('{"say \\"hi\\"","back\\\\slash"}');
  });
});
