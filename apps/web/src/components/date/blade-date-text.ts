// Blade's date texts (`yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss`) to and from the pickers' values, and what a person types
// before the picker is there. Pure, so it is unit-tested.
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

export type DateKind = 'date' | 'datetime';
export const BLADE_FORMAT: Record<DateKind, string> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' };

/** The picker's value for a Blade text: null when empty or not a date of that kind (a date-time's day is read too). */
export function fromBladeText(text: string | null | undefined, kind: DateKind): Dayjs | null {
  if (!text) return null;
  const trimmed = kind === 'date' ? text.slice(0, 10) : text.length === 16 ? `${text}:00` : text;
  const parsed = dayjs(trimmed.replace('T', ' '), BLADE_FORMAT[kind], true);
  return parsed.isValid() ? parsed : null;
}

/** What is sent: Blade's text of a complete value; '' for an empty or half-typed field. */
export function toBladeText(value: Dayjs | null, kind: DateKind): string {
  return value && value.isValid() ? value.format(BLADE_FORMAT[kind]) : '';
}

/** The shapes a typed day is read in: digits only (20261101) or with -, / or . between the parts. */
const TYPED_DAY = ['YYYYMMDD', 'YYYY-MM-DD', 'YYYY/MM/DD', 'YYYY.MM.DD', 'YYYY-M-D', 'YYYY/M/D', 'YYYY.M.D'];
const TYPED_TIME = ['HHmmss', 'HHmm', 'HH:mm:ss', 'HH:mm', 'H:m:s', 'H:m'];

/** Blade's text of what was typed (`20261101` is 2026-11-01), '' when it is not a real day (or day and time). */
export function fromTypedText(text: string, kind: DateKind): string {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (!typed) return '';
  const shapes =
    kind === 'date'
      ? TYPED_DAY
      : [...TYPED_DAY.flatMap((day) => TYPED_TIME.map((time) => `${day} ${time}`)), 'YYYYMMDDHHmmss', 'YYYYMMDDHHmm', ...TYPED_DAY];
  for (const shape of shapes) {
    const parsed = dayjs(typed, shape, true);
    if (parsed.isValid()) return parsed.format(BLADE_FORMAT[kind]);
  }
  return '';
}
