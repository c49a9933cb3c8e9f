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

  it("formats every instant as the zone's own rules do, across daylight-saving changes and odd offsets", () => {
    const formatters = new Map<string, Intl.DateTimeFormat>();
    const reference = (zone: string, date: Date) => {
      if (!formatters.has(zone)) {
        formatters.set(
          zone,
          new Intl.DateTimeFormat('en-CA', {
            timeZone: zone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          }),
        );
      }
      const f = Object.fromEntries(
        formatters
          .get(zone)!
          .formatToParts(date)
          .map((p) => [p.type, p.value]),
      );
      return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}:${f.second}`;
    };
    // Every 3 h 5 min 31 s through 2024 (every hour and minute of the day comes round), and each daylight-saving
    // change to the half second; compared as one list, so a failure names every instant that differs.
    const changes: Record<string, number[]> = {
      'Europe/Berlin': [Date.UTC(2024, 2, 31, 1), Date.UTC(2024, 9, 27, 1)],
      'America/New_York': [Date.UTC(2024, 2, 10, 7), Date.UTC(2024, 10, 3, 6)],
      'Australia/Lord_Howe': [Date.UTC(2024, 3, 6, 15), Date.UTC(2024, 9, 5, 16)],
    };
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Asia/Shanghai']) {
      const dates = createBladeDates(zone);
      const instants: number[] = [];
      for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 1); t += 11_131_000) instants.push(t);
      for (const change of changes[zone] ?? []) for (let t = change - 3_000; t <= change + 3_000; t += 500) instants.push(t);
      const differing = instants
        .map((t) => new Date(t))
        .filter((d) => dates.format(d) !== reference(zone, d))
        .map((d) => `${zone} ${d.toISOString()}: ${dates.format(d)} != ${reference(zone, d)}`);
      expect(differing).toEqual([]);
    }
  });
});
