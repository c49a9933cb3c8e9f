// Flat records turned into what the Blade JSON replacer (json-replacer.ts) would send: 64-bit ids as text, dates in
// Blade's text. An answer made of such records skips the replacer and is serialised by V8's fast path
// (answer-json.ts): on the busiest lists the replacer's call per key cost more than the rest of the serialising.
import type { BladeDates } from '../blade-dates.ts';

type TextOf<V> = V extends bigint | Date ? string : V;
export type TextReady<T> = { [K in keyof T]: TextOf<T[K]> };

/** Each record with its bigint and Date values as text; other values, nested objects included, as they are. */
export function textReady<T extends object>(records: readonly T[], dates: BladeDates): TextReady<T>[] {
  return records.map((record) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'bigint') out[key] = value.toString();
      else if (value instanceof Date) out[key] = Number.isNaN(value.getTime()) ? '' : dates.format(value);
      else out[key] = value;
    }
    return out as TextReady<T>;
  });
}
