// A user task's due date as Flowable and Camunda read `dueDate`: an ISO 8601 date-time, or an ISO 8601 duration
// counted from the task's creation (P3D, PT4H, P1DT12H). Anything else (an expression answering neither) gives no
// due date rather than failing the step: a due date informs, it does not route the process.

const DURATION = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export function dueDateOf(text: string, createTime: Date): Date | null {
  const value = text.trim();
  if (!value) return null;
  const d = DURATION.exec(value);
  if (d && value !== 'P' && !value.endsWith('T')) {
    const [years, months, weeks, days, hours, minutes, seconds] = d.slice(1).map((n) => Number(n ?? 0));
    const due = new Date(createTime);
    // Months as the calendar counts them: 31 January plus a month is the last day of February, not 3 March.
    const day = due.getUTCDate();
    due.setUTCDate(1);
    due.setUTCFullYear(due.getUTCFullYear() + years!, due.getUTCMonth() + months!);
    const lastDay = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
    due.setUTCDate(Math.min(day, lastDay) + weeks! * 7 + days!);
    due.setTime(due.getTime() + ((hours! * 60 + minutes!) * 60 + seconds!) * 1000);
    return due;
  }
  if (!DATE_TIME.test(value)) return null;
  const due = new Date(value.replace(' ', 'T'));
  return Number.isNaN(due.getTime()) ? null : due;
}
