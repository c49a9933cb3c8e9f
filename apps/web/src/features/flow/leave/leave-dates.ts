// The leave form's checks (the server checks again); the dates are Blade's `yyyy-MM-dd HH:mm:ss`, which sort as text.
import type { KeyIn } from '../../../i18n/resources.ts';
type LeaveDraft = { taskUser: string; startTime: string; endTime: string; reason: string };

/** The i18n key of the first problem, or null. */
export function leaveFormError(form: LeaveDraft): KeyIn<'flow'> | null {
  if (!form.taskUser) return 'flow:leave.taskUserRequired';
  if (!form.startTime || !form.endTime) return 'flow:leave.datesRequired';
  if (form.endTime <= form.startTime) return 'flow:leave.endBeforeStart';
  if (!form.reason.trim()) return 'flow:leave.reasonRequired';
  return null;
}
