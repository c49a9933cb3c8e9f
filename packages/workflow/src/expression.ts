// The expressions of Flowable/Camunda BPMN files (a JUEL subset): `${pass}`, `${!pass}`, `${days <= 3}`,
// `${a == 'x' && b gt 2}`, `${taskUser}` and text templates like `user ${name}`. Evaluated by a small parser over
// the process variables, never by building JavaScript from the text. This evaluator alone decides gateway
// conditions and assignees (engine scripts are refused: no-scripts.ts). It is bounded, so an expression written
// to burn CPU or the stack is refused at once: the text's length, the nesting depth and the parser's steps.
import { textOf } from '@blade/contract';
import { WorkflowError } from './errors.ts';

type Token = { kind: 'num' | 'str' | 'id' | 'op'; value: string };

const OPERATORS = ['&&', '||', '==', '!=', '<=', '>=', '<', '>', '!', '+', '-', '*', '/', '%', '(', ')', '.', '?', ':'];
const WORD_OPERATORS: Record<string, string> = {
  and: '&&',
  or: '||',
  not: '!',
  eq: '==',
  ne: '!=',
  lt: '<',
  gt: '>',
  le: '<=',
  ge: '>=',
  div: '/',
  mod: '%',
};

/** Longest expression body (inside `${}`) and longest text with templates; real conditions are a few dozen characters. */
export const MAX_EXPRESSION_LENGTH = 1000;
export const MAX_TEXT_LENGTH = 4000;
/** Deepest nesting of parentheses, negations and ternaries. */
export const MAX_EXPRESSION_DEPTH = 32;
/** Parser steps one evaluation may take: about 8 per operand, so a condition of up to some 200 operands. */
export const MAX_EXPRESSION_STEPS = 2000;

/** An expression that cannot be read or exceeds the bounds: refused as `invalidExpression`. */
export class ExpressionError extends WorkflowError {
  constructor(reason: string) {
    super('invalidExpression', { reason });
  }
}

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const NUMBER = /\d+(\.\d+)?/y;
  const WORD = /[A-Za-z_$][\w$]*/y;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    if (/\d/.test(c)) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text)!;
      tokens.push({ kind: 'num', value: m[0] });
      i += m[0].length;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\' && j + 1 < text.length) j += 1;
        value += text[j];
        j += 1;
      }
      if (j >= text.length) throw new ExpressionError(`unterminated string in ${shorten(text)}`);
      tokens.push({ kind: 'str', value });
      i = j + 1;
      continue;
    }
    if (/[A-Za-z_$]/.test(c)) {
      WORD.lastIndex = i;
      const m = WORD.exec(text)!;
      const word = m[0];
      tokens.push(Object.hasOwn(WORD_OPERATORS, word) ? { kind: 'op', value: WORD_OPERATORS[word]! } : { kind: 'id', value: word });
      i += word.length;
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i));
    if (!op) throw new ExpressionError(`unexpected "${c}" in ${shorten(text)}`);
    tokens.push({ kind: 'op', value: op });
    i += op.length;
  }
  return tokens;
}

const BINARY_LEVELS: string[][] = [['||'], ['&&'], ['==', '!='], ['<', '<=', '>', '>='], ['+', '-'], ['*', '/', '%']];

/** Evaluates one expression body (the text inside `${...}`) against the variables. */
export function evaluate(body: string, variables: Record<string, unknown>): unknown {
  if (body.length > MAX_EXPRESSION_LENGTH) throw new ExpressionError(`expression longer than ${MAX_EXPRESSION_LENGTH} characters`);
  const tokens = tokenize(body);
  let pos = 0;
  let depth = 0;
  let steps = 0;
  const peek = () => tokens[pos];
  const isOp = (value: string) => peek()?.kind === 'op' && peek()!.value === value;
  const expect = (value: string) => {
    if (!isOp(value)) throw new ExpressionError(`expected "${value}" in ${shorten(body)}`);
    pos += 1;
  };
  /** Runs one nested parse (parentheses, negation, ternary branch) within the depth and step bounds. */
  const nested = <T>(parse: () => T): T => {
    depth += 1;
    if (depth > MAX_EXPRESSION_DEPTH) throw new ExpressionError(`expression nested deeper than ${MAX_EXPRESSION_DEPTH} levels`);
    try {
      return parse();
    } finally {
      depth -= 1;
    }
  };
  const step = () => {
    steps += 1;
    if (steps > MAX_EXPRESSION_STEPS) throw new ExpressionError(`expression takes more than ${MAX_EXPRESSION_STEPS} steps`);
  };

  const ternary = (): unknown =>
    nested(() => {
      const condition = binary(0);
      if (!isOp('?')) return condition;
      pos += 1;
      const yes = ternary();
      expect(':');
      const no = ternary();
      return truthy(condition) ? yes : no;
    });

  const binary = (level: number): unknown => {
    step();
    if (level >= BINARY_LEVELS.length) return unary();
    let left = binary(level + 1);
    while (peek()?.kind === 'op' && BINARY_LEVELS[level]!.includes(peek()!.value)) {
      const op = tokens[pos]!.value;
      pos += 1;
      // Short-circuit like JUEL; both sides are still parsed.
      const right = binary(level + 1);
      left = apply(op, left, right);
    }
    return left;
  };

  const unary = (): unknown => {
    step();
    if (isOp('!')) {
      pos += 1;
      return !truthy(nested(unary));
    }
    if (isOp('-')) {
      pos += 1;
      return -Number(nested(unary));
    }
    if (peek()?.kind === 'id' && peek()!.value === 'empty') {
      pos += 1;
      const v = nested(unary);
      return v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
    }
    return primary();
  };

  const primary = (): unknown => {
    const token = tokens[pos];
    if (!token) throw new ExpressionError(`unexpected end of ${shorten(body)}`);
    pos += 1;
    if (token.kind === 'num') return Number(token.value);
    if (token.kind === 'str') return token.value;
    if (token.kind === 'op' && token.value === '(') {
      const v = ternary();
      expect(')');
      return v;
    }
    if (token.kind === 'id') {
      if (token.value === 'true') return true;
      if (token.value === 'false') return false;
      if (token.value === 'null') return null;
      let value: unknown = Object.hasOwn(variables, token.value) ? variables[token.value] : undefined;
      while (isOp('.')) {
        pos += 1;
        const name = tokens[pos];
        step();
        if (name?.kind !== 'id') throw new ExpressionError(`expected a property name in ${shorten(body)}`);
        pos += 1;
        value =
          value !== null && typeof value === 'object' && Object.hasOwn(value, name.value)
            ? (value as Record<string, unknown>)[name.value]
            : undefined;
      }
      return value;
    }
    throw new ExpressionError(`unexpected "${token.value}" in ${shorten(body)}`);
  };

  const result = ternary();
  if (pos !== tokens.length) throw new ExpressionError(`unexpected "${tokens[pos]!.value}" in ${shorten(body)}`);
  return result;
}

function truthy(v: unknown): boolean {
  return v === 'true' ? true : v === 'false' ? false : Boolean(v);
}

function apply(op: string, a: unknown, b: unknown): unknown {
  switch (op) {
    case '||':
      return truthy(a) || truthy(b);
    case '&&':
      return truthy(a) && truthy(b);
    // JUEL coerces for equality: 3 == '3' holds.

    case '==':
      return a == b;

    case '!=':
      return a != b;
    case '<':
      return compare(a, b) < 0;
    case '<=':
      return compare(a, b) <= 0;
    case '>':
      return compare(a, b) > 0;
    case '>=':
      return compare(a, b) >= 0;
    case '+':
      return typeof a === 'string' || typeof b === 'string' ? `${textOf(a)}${textOf(b)}` : Number(a) + Number(b);
    case '-':
      return Number(a) - Number(b);
    case '*':
      return Number(a) * Number(b);
    case '/':
      return Number(a) / Number(b);
    default:
      return Number(a) % Number(b);
  }
}

/** Numbers compare as numbers (a missing variable never satisfies a comparison), text as text. */
function compare(a: unknown, b: unknown): number {
  if (a === undefined || a === null || b === undefined || b === null) return Number.NaN;
  const x = Number(a);
  const y = Number(b);
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  const [p, q] = [textOf(a), textOf(b)];
  return p < q ? -1 : p > q ? 1 : 0;
}

const WHOLE = /^\s*[$#]\{([\s\S]+)\}\s*$/;
const PART = /[$#]\{([^}]+)\}/g;

// Over-long texts are never matched by the regular expressions (their cost grows with the length): they count as
// holding an expression, so `resolve` refuses them.
export const isExpression = (text: unknown): boolean => typeof text === 'string' && text.length <= MAX_TEXT_LENGTH && WHOLE.test(text);
export const hasExpression = (text: unknown): boolean =>
  typeof text === 'string' && (text.length > MAX_TEXT_LENGTH || /[$#]\{[^}]+\}/.test(text));

/**
 * Resolves a text: a whole `${...}` gives the value itself (a boolean for a condition), a template gives text with
 * each part replaced, anything else is returned as is.
 */
export function resolve(text: string, variables: Record<string, unknown>): unknown {
  if (text.length > MAX_TEXT_LENGTH) throw new ExpressionError(`text with expressions longer than ${MAX_TEXT_LENGTH} characters`);
  const whole = WHOLE.exec(text);
  if (whole) return evaluate(whole[1]!, variables);
  return text.replace(PART, (_m, body: string) => {
    const v = evaluate(body, variables);
    return textOf(v);
  });
}

/** The `expressions` option of bpmn-elements, bound to one step's process variables. */
export function expressionsOver(variables: Record<string, unknown>) {
  return {
    resolveExpression: (text: string) => resolve(text, variables),
    isExpression,
    hasExpression,
  };
}
