import { describe, expect, it } from 'vitest';
import { createBladeDates } from './blade-dates.ts';

describe('blade dates', () => {
  const shanghai = createBladeDates('Asia/Shanghai');

  it('formats an instant in the configured zone', () => {
    expect(shanghai.format(new Date('2024-01-01T00:00:00Z'))).toBe('2024-01-01 08:00:00');
    expect(createBladeDates('UTC').format(new Date('2024-01-01T00:00:00Z'))).toBe('2024-01-01 00:00:00');
  });

  it('parses Blade dates in the configured zone, with or without time', () => {
    expect(shanghai.parse('2024-01-01 08:00:00')?.toISOString()).toBe('2024-01-01T00:00:00.000Z');
    expect(shanghai.parse('2024-01-01')?.toISOString()).toBe('2023-12-31T16:00:00.000Z');
  });

  it('round-trips across a daylight-saving change', () => {
    const berlin = createBladeDates('Europe/Berlin');
    for (const text of ['2024-03-31 01:30:00', '2024-03-31 03:30:00', '2024-10-27 04:00:00', '2024-07-01 12:00:00']) {
      expect(berlin.format(berlin.parse(text)!)).toBe(text);
    }
  });

  it('refuses malformed and impossible dates', () => {
    for (const bad of ['2024-02-30 00:00:00', '2024-01-01 25:00:00', 'yesterday', '', '2024/01/01']) {
      expect(shanghai.parse(bad)).toBeUndefined();
    }
  });
});
