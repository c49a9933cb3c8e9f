import type { BladeDates } from './blade-dates.ts';

/**
 * Express's JSON replacer: 64-bit ids (BigInt) travel as strings and dates as Blade's `yyyy-MM-dd HH:mm:ss`.
 * JSON.stringify has already called Date#toJSON when the replacer runs, so the original is read from the holder.
 */
export function bladeJsonReplacer(dates: BladeDates) {
  return function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
    if (typeof value === 'bigint') return value.toString();
    const original = this[key];
    if (original instanceof Date) return Number.isNaN(original.getTime()) ? '' : dates.format(original);
    return value;
  };
}
