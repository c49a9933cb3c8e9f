import { describe, expect, it } from 'vitest';
import { createBladeDates } from '../../../core/blade-dates.ts';
import { OBJECT_NAME, objectName } from './object-store.ts';

describe('object names', () => {
  it("are dated by the configured time zone, not the server clock's (23:30 UTC is the next day in Shanghai)", () => {
    const late = new Date(Date.UTC(2026, 10, 23, 23, 30));
    expect(objectName('png', createBladeDates('Asia/Shanghai'), late)).toMatch(/^upload\/20261124\/[0-9a-f]{32}\.png$/);
    expect(objectName('png', createBladeDates('UTC'), late)).toMatch(/^upload\/20261123\//);
    expect(OBJECT_NAME.test(objectName('pdf', createBladeDates('Asia/Shanghai')))).toBe(true);
  });
});
