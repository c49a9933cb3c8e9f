// An answer's JSON text. The Blade replacer (json-replacer.ts) turns 64-bit ids and dates into text, but a replacer
// function makes JSON.stringify call back into JavaScript for every key and leave V8's fast serialiser: on a long
// list that is most of the serialising time. Answers whose values are already text-ready (the
// hot lists build them so) are serialised without it; a walk over the value, far cheaper than the replacer's calls,
// tells which answers those are. Anything the replacer would change, or might (a value with its own toJSON, such as a
// Prisma decimal), keeps the replacer, so both paths give the same text.

/** JSON.stringify's replacer function (its `this` is the object holding the key). */
type Replacer = (this: Record<string, unknown>, key: string, value: unknown) => unknown;

/** Whether the replacer could change anything in `value`: a bigint, a Date, or an object with its own toJSON. */
export function needsReplacer(value: unknown): boolean {
  if (typeof value !== 'object') return typeof value === 'bigint';
  if (value === null) return false;
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

export function answerJson(value: unknown, replacer: Replacer | undefined): string {
  return replacer && needsReplacer(value) ? JSON.stringify(value, replacer) : JSON.stringify(value);
}
