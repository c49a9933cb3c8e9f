import { describe, expect, it } from 'vitest';
import { evaluate, ExpressionError, MAX_EXPRESSION_LENGTH, resolve } from '../src/expression.ts';

describe('JUEL subset', () => {
  it('decides the leave conditions', () => {
    expect(resolve('${days <= 3}', { days: 3 })).toBe(true);
    expect(resolve('${days > 3}', { days: 3 })).toBe(false);
    expect(resolve('${days > 3}', { days: 4 })).toBe(true);
    expect(resolve('${pass}', { pass: true })).toBe(true);
    expect(resolve('${!pass}', { pass: true })).toBe(false);
    expect(resolve('${!pass}', {})).toBe(true);
  });

  it('resolves assignees and templates', () => {
    expect(resolve('${taskUser}', { taskUser: 'taskUser_2' })).toBe('taskUser_2');
    expect(resolve('user ${a.b}!', { a: { b: 'x' } })).toBe('user x!');
    expect(resolve('plain', {})).toBe('plain');
  });

  it('has JUEL operators, words and precedence', () => {
    expect(evaluate("a == 'x' && b gt 2", { a: 'x', b: 3 })).toBe(true);
    expect(evaluate('a or b and c', { a: false, b: true, c: false })).toBe(false);
    expect(evaluate('(1 + 2) * 3 - 4 / 2', {})).toBe(7);
    expect(evaluate('n ge 2 ? "big" : "small"', { n: 1 })).toBe('small');
    expect(evaluate('empty list', { list: [] })).toBe(true);
    expect(evaluate('not (x != 3)', { x: '3' })).toBe(true);
  });

  it('never lets a missing variable satisfy a comparison', () => {
    expect(evaluate('days > 3', {})).toBe(false);
    expect(evaluate('days <= 3', {})).toBe(false);
  });

  it('refuses what is not an expression, and never runs code', () => {
    expect(() => evaluate('a +', {})).toThrow();
    expect(() => evaluate('a; process.exit()', {})).toThrow();
    expect(() => evaluate('constructor.constructor', {})).not.toThrow();
    expect(evaluate('constructor.constructor', {})).toBeUndefined();
    expect(() => evaluate("'open", {})).toThrow();
  });

  it('refuses expressions written to burn CPU or the stack, at once', () => {
    const refused = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(ExpressionError);
        return (error as ExpressionError).params.reason;
      }
      throw new Error('accepted');
    };
    expect(refused(() => evaluate(`${'1 + '.repeat(MAX_EXPRESSION_LENGTH)}1`, {}))).toMatch(/longer than/);
    expect(refused(() => resolve(`\${${'('.repeat(400_000)}1${')'.repeat(400_000)}}`, {}))).toMatch(/longer than/);
    expect(refused(() => evaluate(`${'('.repeat(100)}1${')'.repeat(100)}`, {}))).toMatch(/nested deeper/);
    expect(refused(() => evaluate(`${'!'.repeat(200)}a`, {}))).toMatch(/nested deeper/);
    expect(refused(() => evaluate(`${'1||'.repeat(320)}1`, {}))).toMatch(/more than \d+ steps/);
    expect(resolve(`\${${'a.'.repeat(100)}a}`, {})).toBeUndefined();
  });
});
