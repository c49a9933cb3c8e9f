// For SQL that writes dates as Blade's text itself (lists whose JSON PostgreSQL builds: modules/flow/open-task-json.ts):
// a reader whose sessions keep the configured time zone, so to_char gives the zone's wall time. Only the session
// setting names a zone the way the server does: `AT TIME ZONE 'CET'` reads CET as the fixed abbreviation (+1 all
// year) where ICU and PostgreSQL's TimeZone setting read the zone with its summer time.
//
// PostgreSQL and the server each have their own zone rules (its tzdata, node's ICU), and PostgreSQL may not know a
// zone ICU knows (TIME_ZONE is checked against ICU). Before it is used the reader is checked once: PostgreSQL's text
// for a sample of instants must be the server's (core/blade-dates.ts). If it is not, callers format in the server.
import type { BladeDates } from '../core/blade-dates.ts';
import { Prisma } from './prisma.ts';
import type { SqlReader } from './sql-reader.ts';

export type ZonedReader = ReturnType<SqlReader['tuned']>;

const HOUR_MS = 3_600_000;
/** The sample: from 3 years back to 2 years ahead of the check, every 5 h 3 min (about 8,700 instants, every hour of the day). */
const SAMPLE_BACK_MS = 3 * 366 * 24 * HOUR_MS;
const SAMPLE_AHEAD_MS = 2 * 366 * 24 * HOUR_MS;
const SAMPLE_STEP_SECONDS = 5 * 3600 + 3 * 60;
/** PostgreSQL's "invalid parameter value": the zone named in the connection's settings is unknown to it. */
const INVALID_PARAMETER_VALUE = '22023';

/**
 * `column` (a timestamp(3) column, which Prisma keeps in UTC) as Blade's `yyyy-MM-dd HH:mm:ss` in the session's
 * time zone, seconds cut as the server's formatter cuts them; NULL stays NULL.
 */
export const bladeDateText = (column: Prisma.Sql) => Prisma.sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

export function createZonedReader(sql: SqlReader, dates: BladeDates, onError: (error: unknown) => void, now = () => Date.now()) {
  const zoned = sql.tuned({ timezone: dates.timeZone });

  /** Whether PostgreSQL writes the sample as the server does; an unknown zone is a no, other failures are thrown. */
  async function agrees(): Promise<boolean> {
    // A fraction of a second on every instant: both must cut it, not round it.
    const from = Math.floor(now() / HOUR_MS) * HOUR_MS - SAMPLE_BACK_MS + 750;
    let rows: { ms: number; text: string }[];
    try {
      rows = await zoned.prepared<{ ms: number; text: string }>(Prisma.sql`
        SELECT (extract(epoch FROM x) * 1000)::float8 AS ms, ${bladeDateText(Prisma.sql`x`)} AS text
        FROM generate_series(${new Date(from).toISOString().slice(0, 23)}::timestamp,
                             ${new Date(from + SAMPLE_BACK_MS + SAMPLE_AHEAD_MS).toISOString().slice(0, 23)}::timestamp,
                             make_interval(secs => ${SAMPLE_STEP_SECONDS})) x`);
    } catch (error) {
      if ((error as { code?: unknown }).code === INVALID_PARAMETER_VALUE) return false;
      throw error;
    }
    return rows.every((r) => dates.format(new Date(r.ms)) === r.text);
  }

  let checked: Promise<ZonedReader | undefined> | undefined;
  return {
    /** The zoned reader, or undefined when PostgreSQL does not write the configured zone's dates as the server does. */
    reader(): Promise<ZonedReader | undefined> {
      checked ??= agrees().then((yes) => {
        if (!yes) onError(new Error(`PostgreSQL does not write dates in TIME_ZONE ${dates.timeZone} as the server does: the lists it would write are made by the server`));
        return yes ? zoned : undefined;
      }, (error: unknown) => {
        // A failure of the database itself is the request's; the next one checks again.
        checked = undefined;
        throw error;
      });
      return checked;
    },
  };
}

export type ZonedReaders = ReturnType<typeof createZonedReader>;
