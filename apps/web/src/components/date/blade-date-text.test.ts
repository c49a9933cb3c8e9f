import { describe, expect, it } from 'vitest';
import { fromBladeText, fromTypedText, toBladeText } from './blade-date-text.ts';

describe('Blade date texts', () => {
  it('round-trips dates and date-times in Blade formats', () => {
    expect(toBladeText(fromBladeText('2026-11-25', 'date'), 'date')).toBe('2026-11-25');
    expect(toBladeText(fromBladeText('2026-11-25 09:05:07', 'datetime'), 'datetime')).toBe('2026-11-25 09:05:07');
    // What older screens stored: a browser date-time without seconds, and a day read from a date-time.
    expect(toBladeText(fromBladeText('2026-11-25T09:05', 'datetime'), 'datetime')).toBe('2026-11-25 09:05:00');
    expect(toBladeText(fromBladeText('2026-11-25 09:05:07', 'date'), 'date')).toBe('2026-11-25');
  });

  it('reads nothing from empty or invalid text and sends nothing for an incomplete value', () => {
    expect(fromBladeText('', 'date')).toBeNull();
    expect(fromBladeText('2026-02-30', 'date')).toBeNull();
    expect(toBladeText(null, 'datetime')).toBe('');
  });

  it('reads a typed day in the shapes people type, and nothing from what is no real day', () => {
    expect(fromTypedText('20261101', 'date')).toBe('2026-11-01');
    expect(fromTypedText(' 2026/11/1 ', 'date')).toBe('2026-11-01');
    expect(fromTypedText('2026-11-01', 'date')).toBe('2026-11-01');
    expect(fromTypedText('20261101 0930', 'datetime')).toBe('2026-11-01 09:30:00');
    expect(fromTypedText('2026-11-01 09:30:05', 'datetime')).toBe('2026-11-01 09:30:05');
    expect(fromTypedText('2026-11-01', 'datetime')).toBe('2026-11-01 00:00:00');
    expect(fromTypedText('20260230', 'date')).toBe('');
    expect(fromTypedText('2026', 'date')).toBe('');
    expect(fromTypedText('', 'date')).toBe('');
  });
});
