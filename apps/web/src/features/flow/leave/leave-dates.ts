// The leave form's dates and checks (the server checks again). The form asks for days, not times: a leave runs from
// the first day's start to the last day's end, sent as Blade's `yyyy-MM-dd HH:mm:ss`; the days are counted as a
// person counts them, both ends included (@blade/contract/leave-days, as the server counts).
import { leaveDays } from '@blade/contract/leave-days';
import type { KeyIn } from '../../../i18n/resources.ts';

export type LeaveDraft = { taskUser: string; startDate: string; endDate: string; reason: string };

/** The i18n key of the first problem, or null. */
export function leaveFormError(form: LeaveDraft): KeyIn<'flow'> | null {
  if (!form.taskUser) return 'flow:leave.taskUserRequired';
  if (!form.startDate || !form.endDate) return 'flow:leave.datesRequired';
  if (form.endDate < form.startDate) return 'flow:leave.endBeforeStart';
  if (!form.reason.trim()) return 'flow:leave.reasonRequired';
  return null;
}

/** The whole days the form's dates take, as the times Blade's leave stores. */
export const leaveTimes = (startDate: string, endDate: string) => ({ startTime: `${startDate} 00:00:00`, endTime: `${endDate} 23:59:59` });

/** The day part of a stored time, for the form's date field. */
export const dateOf = (time: string | undefined) => (time ?? '').slice(0, 10);

/** The days between two dates or times, both included; undefined until both are there and in order. */
export const daysOf = (start: string | undefined, end: string | undefined) => (start && end ? leaveDays(start, end) : undefined);
