// Prisma puts the text of `contains`, `startsWith` and `endsWith` into a LIKE pattern as it is, so a search for
// "50%" or "a_b" matched rows it does not contain (and "%" matched every row). Every filter in this code base means
// the text as written: each query's `where` goes through here (tenancy.ts) and has the wildcards escaped.
const LIKE_OPERATORS = new Set(['contains', 'startsWith', 'endsWith']);

/** `text` with LIKE's wildcards and escape character escaped: matched as written (the one copy of this rule). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A copy of `where` whose LIKE operators match their text literally; anything else is returned as it is. */
export function literalLikes<T>(where: T): T {
  if (Array.isArray(where)) return where.map(literalLikes) as T;
  // Only plain objects are filters to walk: dates, decimals, buffers and Prisma's null markers stay as they are.
  if (!where || typeof where !== 'object') return where;
  const proto: unknown = Object.getPrototypeOf(where);
  if (proto !== Object.prototype && proto !== null) return where;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(where)) {
    out[key] = LIKE_OPERATORS.has(key) && typeof value === 'string' ? escapeLike(value) : literalLikes(value);
  }
  return out as T;
}
