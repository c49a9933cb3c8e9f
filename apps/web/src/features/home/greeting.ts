import type { KeyIn } from '../../i18n/resources.ts';
/** The greeting key for the hour of the day. */
export function greetingKey(hour: number): KeyIn<'common'> {
  if (hour < 6) return 'common:wel.night';
  if (hour < 12) return 'common:wel.morning';
  if (hour < 18) return 'common:wel.afternoon';
  return 'common:wel.evening';
}
