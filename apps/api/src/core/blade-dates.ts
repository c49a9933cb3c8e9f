// Blade writes and reads every date as `yyyy-MM-dd HH:mm:ss` in one configured time zone (no ISO strings, no epochs).
// This module is the only place that formats or parses them.

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
    year: 'numeric', month: '2-digit', day: '2-digit',
    hour: '2-digit', minute: '2-digit', second: '2-digit',
  });

  function fields(date: Date): Record<string, string> {
    const out: Record<string, string> = {};
    for (const p of parts.formatToParts(date)) out[p.type] = p.value;
    return out;
  }

  /** Milliseconds the zone is ahead of UTC at the given instant. */
  function offsetAt(epochMs: number): number {
    const f = fields(new Date(epochMs));
    const asUtc = Date.UTC(+f.year!, +f.month! - 1, +f.day!, +f.hour!, +f.minute!, +f.second!);
    return asUtc - Math.floor(epochMs / 1000) * 1000;
  }

  return {
    timeZone,
    format(date) {
      const f = fields(date);
      return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}:${f.second}`;
    },
    parse(text) {
      const m = BLADE_DATE.exec(text.trim());
      if (!m) return undefined;
      const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((v) => v ?? undefined) as string[];
      const wall = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s);
      const check = new Date(wall);
      // Reject 2024-02-30 and 25:00 rather than letting Date roll them over.
      if (check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || check.getUTCHours() !== +h) return undefined;
      let epoch = wall - offsetAt(wall);
      epoch = wall - offsetAt(epoch); // second pass settles instants next to a daylight-saving change
      return new Date(epoch);
    },
  };
}
