import { describe, expect, it } from 'vitest';
import { textOf } from '../src/text.ts';

describe('textOf', () => {
  it('writes plain values as a person would', () => {
    expect([textOf(null), textOf(undefined), textOf('a'), textOf(3), textOf(12n), textOf(false)]).toEqual([
      '',
      '',
      'a',
      '3',
      '12',
      'false',
    ]);
    expect(textOf(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02T00:00:00.000Z');
    expect(textOf(new Error('磁盘已满'))).toBe('磁盘已满');
  });

  it('writes an object as its JSON, never [object Object], even with big integers inside', () => {
    expect(textOf({ id: 1n, name: '张三' })).toBe('{"id":"1","name":"张三"}');
    expect(textOf([1, 'a'])).toBe('[1,"a"]');
  });
});
