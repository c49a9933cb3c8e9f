// The leave form's checks (the server checks again) and Blade's date format.
type LeaveDraft = { taskUser: string; startTime: string; endTime: string; reason: string };

/** `2026-11-23T09:00` (datetime-local) -> `2026-11-23 09:00:00`. */
export const toBladeDateTime = (local: string) => `${local.replace('T', ' ')}${local.length === 16 ? ':00' : ''}`;

/** `2026-11-23 09:00:00` (Blade) -> `2026-11-23T09:00` (datetime-local). */
export const toLocalDateTime = (blade: string) => blade.slice(0, 16).replace(' ', 'T');

/** The i18n key of the first problem, or null. */
export function leaveFormError(form: LeaveDraft): string | null {
  if (!form.taskUser) return 'flow.leave.taskUserRequired';
  if (!form.startTime || !form.endTime) return 'flow.leave.datesRequired';
  if (form.endTime <= form.startTime) return 'flow.leave.endBeforeStart';
  if (!form.reason.trim()) return 'flow.leave.reasonRequired';
  return null;
}
