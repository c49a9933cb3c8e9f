// An answer's JSON text. The Blade replacer (json-replacer.ts) turns 64-bit ids and dates into text, but a replacer
// function makes JSON.stringify call back into JavaScript for every key and leave V8's fast serialiser: on the
// 100-row todo list (80 kB) that was most of the serialising time. Answers whose values are already text-ready (the
// hot lists build them so) are serialised without it; a walk over the value, far cheaper than the replacer's calls,
// tells which answers those are. Anything the replacer would change, or might (a value with its own toJSON, such as a
// Prisma decimal), keeps the replacer, so both paths give the same text. A JsonText (json-text.ts) also takes the
// replacer path, where it leaves a mark where its bytes then go.
import { randomUUID } from 'node:crypto';
import { JsonText } from './json-text.ts';

/** JSON.stringify's replacer function (its `this` is the object holding the key). */
type Replacer = (this: any, key: string, value: unknown) => unknown;

/**
 * Whether the replacer could change anything in `value`: a bigint, a Date, or an object with its own toJSON; or
 * whether it holds a JsonText.
 */
export function needsReplacer(value: unknown): boolean {
  if (typeof value !== 'object') return typeof value === 'bigint';
  if (value === null) return false;
  if (value instanceof JsonText) return true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (mayNeedReplacer(value[i])) return true;
    return false;
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return true;
  for (const key in value) if (mayNeedReplacer((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** needsReplacer without a call for the strings and numbers that make most of an answer. */
const mayNeedReplacer = (item: unknown) => (typeof item === 'object' ? item !== null && needsReplacer(item) : typeof item === 'bigint');

/**
 * What stands for the n-th JsonText until its text replaces it: a string no answer's own text can hold, as it starts
 * with a NUL (refused in input: core/reject-nul-bytes.ts) followed by this process's random id.
 */
const MARK = `\u0000${randomUUID()}:`;

/** An answer's JSON: its text, or, when it holds JsonTexts, pieces of text and their UTF-8 bytes in order. */
export type AnswerJson = string | readonly (string | Buffer)[];

export function answerJson(value: unknown, replacer: Replacer | undefined): AnswerJson {
  if (!needsReplacer(value)) return JSON.stringify(value);
  const texts: Buffer[] = [];
  const json = JSON.stringify(value, function (this: unknown, key: string, item: unknown) {
    if (item instanceof JsonText) return `${MARK}${texts.push(item.utf8) - 1}`;
    return replacer ? replacer.call(this, key, item) : item;
  });
  return texts.length ? withTexts(json, texts) : json;
}

/** `json` cut at each JsonText's mark (a JSON string, quotes included), its bytes in the mark's place. */
function withTexts(json: string, texts: Buffer[]): (string | Buffer)[] {
  const pieces: (string | Buffer)[] = [];
  let from = 0;
  texts.forEach((text, n) => {
    const mark = JSON.stringify(`${MARK}${n}`);
    const at = json.indexOf(mark, from);
    pieces.push(json.slice(from, at), text);
    from = at + mark.length;
  });
  pieces.push(json.slice(from));
  return pieces;
}

/** The text of an answer's JSON (the API tests' answer check reads it). */
export const answerText = (json: AnswerJson): string => (typeof json === 'string' ? json : json.map(String).join(''));