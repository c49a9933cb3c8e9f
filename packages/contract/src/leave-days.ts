// How many days a leave takes, as a person counts them: the calendar days from the first to the last, both included
// (12-01 00:00 to 12-04 23:59 is 4 days, and so is 12-01 18:00 to 12-04 09:00). The dates are Blade's text
// (`yyyy-MM-dd HH:mm:ss`, or a date alone) in the console's time zone, so a day is the text's own date part. The
// server counts with it for the process's `days`; the console shows the same count on the form and the pages.
const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

const dayNumber = (text: string) => {
  const parts = DATE.exec(text);
  return parts ? Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) / DAY_MS : undefined;
};

/** The days from `startTime`'s date to `endTime`'s, both included; undefined when unreadable or backwards. */
export function leaveDays(startTime: string, endTime: string): number | undefined {
  const first = dayNumber(startTime);
  const last = dayNumber(endTime);
  if (first === undefined || last === undefined || last < first) return undefined;
  return last - first + 1;
}
