// A leave's days as a person counts them: calendar days, both ends included, whatever the hours.
import { describe, expect, it } from 'vitest';
import { leaveDays } from '../src/leave-days.ts';

describe('leaveDays', () => {
  it('counts the first and the last day, whatever the hours', () => {
    expect(leaveDays('2026-12-01 00:00:00', '2026-12-04 23:59:59')).toBe(4);
    expect(leaveDays('2026-12-01 18:00:00', '2026-12-04 09:00:00')).toBe(4);
    expect(leaveDays('2026-12-01 09:00:00', '2026-12-01 18:00:00')).toBe(1);
    expect(leaveDays('2026-12-01', '2026-12-02')).toBe(2);
  });

  it('counts across months and a leap day', () => {
    expect(leaveDays('2028-02-28 00:00:00', '2028-03-01 23:59:59')).toBe(3);
    expect(leaveDays('2026-12-30', '2027-01-02')).toBe(4);
  });

  it('has no count for dates backwards or unreadable', () => {
    expect(leaveDays('2026-12-04', '2026-12-01')).toBeUndefined();
    expect(leaveDays('tomorrow', '2026-12-01')).toBeUndefined();
  });
});
