// A text[] parameter as the literal PostgreSQL reads (`{"a","b"}`), built in one join. node-postgres escapes an
// array parameter element by element (two replacements each): for suggest's hundreds of sound-alike variants, sent
// with every Chinese query, that was a visible part of the request. Pass the result as text and cast it: `${x}::text[]`.

/** `values` as a text[] literal; quotes and backslashes inside an element are escaped as the array syntax wants. */
export function textArrayLiteral(values: readonly string[]): string {
  if (values.length === 0) return '{}';
  if (!/["\\]/.test(values.join(''))) return `{"${values.join('","')}"}`;
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
