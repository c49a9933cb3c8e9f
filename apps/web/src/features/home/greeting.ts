/** The greeting key for the hour of the day. */
export function greetingKey(hour: number): string {
  if (hour < 6) return 'wel.night';
  if (hour < 12) return 'wel.morning';
  if (hour < 18) return 'wel.afternoon';
  return 'wel.evening';
}
