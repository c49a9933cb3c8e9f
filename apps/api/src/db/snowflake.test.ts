import { describe, expect, it } from 'vitest';
import { createSnowflake } from './snowflake.ts';

describe('snowflake ids', () => {
  it('are unique and increasing even when many are drawn in one millisecond', () => {
    const next = createSnowflake(7);
    const ids = Array.from({ length: 20000 }, () => next());
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < ids.length; i++) expect(ids[i]! > ids[i - 1]!).toBe(true);
  });

  it('carry the worker id and fit in a signed 64-bit column', () => {
    const id = createSnowflake(1023)();
    expect((id >> 12n) & 1023n).toBe(1023n);
    expect(id < 2n ** 63n).toBe(true);
    expect(id > 1123598821738675201n).toBe(true);
  });

  it('refuses a worker id outside 10 bits', () => {
    expect(() => createSnowflake(1024)).toThrow();
  });
});
