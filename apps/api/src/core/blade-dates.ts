// Blade writes and reads every date as `yyyy-MM-dd HH:mm:ss` in one configured time zone (no ISO strings, no epochs).
// This module is the only place that formats or parses them.

const QUARTER_HOUR_MS = 15 * 60_000;
/** Quarter hours whose offset is kept (a few years' worth); the map starts over when full. */
const OFFSETS_KEPT = 200_000;

const BLADE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

export type BladeDates = {
  timeZone: string;
  format(date: Date): string;
  /** Parses `yyyy-MM-dd[ HH:mm[:ss]]` in the zone; returns undefined for anything else or an impossible date. */
  parse(text: string): Date | undefined;
};

export function createBladeDates(timeZone: string): BladeDates {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

  function fields(date: Date): Record<string, string> {
    const out: Record<string, string> = {};
    for (const p of parts.formatToParts(date)) out[p.type] = p.value;
    return out;
  }

  /** Milliseconds the zone is ahead of UTC at the given instant, from the zone's rules (slow: Intl). */
  function offsetAt(epochMs: number): number {
    const f = fields(new Date(epochMs));
    const asUtc = Date.UTC(+f.year!, +f.month! - 1, +f.day!, +f.hour!, +f.minute!, +f.second!);
    return asUtc - Math.floor(epochMs / 1000) * 1000;
  }

  // Lists format hundreds of dates per answer and Intl's formatToParts was a visible part of a request's time. A
  // zone's offset changes a few times a year, at a quarter hour at most: the offset of a quarter hour whose first
  // and last second agree is kept and reused.
  const offsets = new Map<number, number>();
  function offsetFor(epochMs: number): number {
    const quarter = Math.floor(epochMs / QUARTER_HOUR_MS);
    const known = offsets.get(quarter);
    if (known !== undefined) return known;
    const first = offsetAt(quarter * QUARTER_HOUR_MS);
    if (offsetAt((quarter + 1) * QUARTER_HOUR_MS - 1000) !== first) return offsetAt(epochMs);
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(quarter, first);
    return first;
  }

  return {
    timeZone,
    format(date) {
      const wall = new Date(Math.floor(date.getTime() / 1000) * 1000 + offsetFor(date.getTime()));
      const two = (n: number) => String(n).padStart(2, '0');
      return (
        `${String(wall.getUTCFullYear()).padStart(4, '0')}-${two(wall.getUTCMonth() + 1)}-${two(wall.getUTCDate())} ` +
        `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}:${two(wall.getUTCSeconds())}`
      );
    },
    parse(text) {
      const m = BLADE_DATE.exec(text.trim());
      if (!m) return undefined;
      const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((v) => v ?? undefined);
      const wall = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s);
      const check = new Date(wall);
      // Reject 2024-02-30 and 25:00 rather than letting Date roll them over.
      if (check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || check.getUTCHours() !== +h) return undefined;
      let epoch = wall - offsetFor(wall);
      epoch = wall - offsetFor(epoch); // second pass settles instants next to a daylight-saving change
      return new Date(epoch);
    },
  };
}
