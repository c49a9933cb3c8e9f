// Blade's date texts (`yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss`) to and from the pickers' values. Pure, so it is
// unit-tested.
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

/** What is sent: Blade's text of a complete date; '' for an empty or half-typed field. */
export function toBladeText(value: Dayjs | null, kind: DateKind): string {
  return value && value.isValid() ? value.format(BLADE_FORMAT[kind]) : '';
}
