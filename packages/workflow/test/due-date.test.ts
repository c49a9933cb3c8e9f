// A user task's dueDate as Flowable and Camunda read it: a date-time, or a duration counted from the task's creation.
import { describe, expect, it } from 'vitest';
import { dueDateOf } from '../src/due-date.ts';

const created = new Date('2026-01-31T10:00:00Z');

describe('dueDateOf', () => {
  it('reads ISO 8601 date-times and dates', () => {
    expect(dueDateOf('2026-02-03T12:00:00Z', created)).toEqual(new Date('2026-02-03T12:00:00Z'));
    expect(dueDateOf('2026-02-03T12:00:00+08:00', created)).toEqual(new Date('2026-02-03T04:00:00Z'));
    expect(dueDateOf('2026-02-03', created)).toEqual(new Date('2026-02-03T00:00:00Z'));
  });

  it('counts durations from the creation, months by the calendar', () => {
    expect(dueDateOf('P2D', created)).toEqual(new Date('2026-02-02T10:00:00Z'));
    expect(dueDateOf('PT4H30M', created)).toEqual(new Date('2026-01-31T14:30:00Z'));
    expect(dueDateOf('P1W', created)).toEqual(new Date('2026-02-07T10:00:00Z'));
    expect(dueDateOf('P1DT12H', created)).toEqual(new Date('2026-02-01T22:00:00Z'));
    expect(dueDateOf('P1M', created)).toEqual(new Date('2026-02-28T10:00:00Z'));
    expect(dueDateOf('P1Y1M', created)).toEqual(new Date('2027-02-28T10:00:00Z'));
  });

  it('gives no due date for empty or unreadable text', () => {
    for (const text of ['', '  ', 'P', 'PT', 'tomorrow', '${due}', '2026-13-45T99:99:99Z']) expect(dueDateOf(text, created)).toBeNull();
  });
});
