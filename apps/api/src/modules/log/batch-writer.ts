// Buffers rows in memory and writes them in one statement per batch: every `intervalMs`, as soon as `maxRows` are
// waiting, and on close. A caller's `write` only pushes to an array, so logging costs a request next to nothing.
// A failed batch is reported and dropped: a broken log table must never take requests down with it. A batch refused
// because of one row's data (`rowRefused`: a value too long for its column, say) is written again row by row, so
// the one bad row is reported and dropped, not the hundreds beside it.

export type BatchWriter<T> = {
  write(row: T): void;
  /** Writes what is buffered now (and waits for a batch already under way). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. Later writes are dropped. */
  close(): Promise<void>;
  readonly pending: number;
};

export type BatchOptions = {
  maxRows?: number;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  maxBuffered?: number;
  /** Whether an insert failed because of a row's data rather than the database (then each row is tried alone). */
  rowRefused?: (error: unknown) => boolean;
};

export function createBatchWriter<T>(insert: (rows: T[]) => Promise<unknown>, options: BatchOptions = {}): BatchWriter<T> {
  const maxRows = options.maxRows ?? 500;
  const intervalMs = options.intervalMs ?? 1000;
  // Past this many rows waiting (the database is down), new rows are dropped rather than filling the memory.
  const maxBuffered = options.maxBuffered ?? 50_000;
  let buffer: T[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let closed = false;

  const insertOrSplit = async (batch: T[]): Promise<void> => {
    try {
      await insert(batch);
    } catch (error) {
      if (batch.length > 1 && options.rowRefused?.(error)) {
        for (const row of batch) await insertOrSplit([row]);
      } else {
        options.onError?.(error);
      }
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const rows = buffer;
    buffer = [];
    running = running.then(async () => {
      for (let at = 0; at < rows.length; at += maxRows) await insertOrSplit(rows.slice(at, at + maxRows));
    });
    return running;
  };

  return {
    write(row) {
      if (closed || buffer.length >= maxBuffered) return;
      buffer.push(row);
      if (buffer.length >= maxRows) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), intervalMs);
        timer.unref();
      }
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
    get pending() {
      return buffer.length;
    },
  };
}
