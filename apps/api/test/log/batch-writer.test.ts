import { describe, expect, it } from 'vitest';
import { createBatchWriter } from '../../src/modules/log/batch-writer.ts';

describe('batch writer', () => {
  it('keeps rows in memory until flushed, then writes them in one insert', async () => {
    const batches: number[][] = [];
    const writer = createBatchWriter<number>(async (rows) => batches.push(rows), { intervalMs: 60_000 });
    writer.write(1);
    writer.write(2);
    expect(batches).toEqual([]);
    expect(writer.pending).toBe(2);
    await writer.flush();
    expect(batches).toEqual([[1, 2]]);
    await writer.close();
  });

  it('writes at once when a batch is full, and what is left on close', async () => {
    const batches: number[][] = [];
    const writer = createBatchWriter<number>(async (rows) => batches.push(rows), { intervalMs: 60_000, maxRows: 2 });
    for (const n of [1, 2, 3]) writer.write(n);
    await writer.flush();
    expect(batches).toEqual([[1, 2], [3]]);
    writer.write(4);
    await writer.close();
    writer.write(5); // after close: dropped
    await writer.flush();
    expect(batches).toEqual([[1, 2], [3], [4]]);
  });

  it('reports a failed batch and carries on with the next one', async () => {
    const errors: unknown[] = [];
    const batches: number[][] = [];
    let fail = true;
    const writer = createBatchWriter<number>(
      async (rows) => {
        if (fail) throw new Error('down');
        batches.push(rows);
      },
      { intervalMs: 60_000, onError: (e) => errors.push(e) },
    );
    writer.write(1);
    await writer.flush();
    fail = false;
    writer.write(2);
    await writer.close();
    expect(errors).toHaveLength(1);
    expect(batches).toEqual([[2]]);
  });

  it("writes a batch refused for one row's data row by row: only that row is reported and dropped", async () => {
    const errors: unknown[] = [];
    const written: number[] = [];
    const refused = new Error('value too long');
    const writer = createBatchWriter<number>(
      async (rows) => {
        if (rows.includes(13)) throw refused;
        written.push(...rows);
      },
      { intervalMs: 60_000, onError: (e) => errors.push(e), rowRefused: (e) => e === refused },
    );
    for (const n of [11, 12, 13, 14]) writer.write(n);
    await writer.close();
    expect(written).toEqual([11, 12, 14]);
    expect(errors).toEqual([refused]);
  });

  it('stops buffering past its limit instead of filling the memory', async () => {
    const writer = createBatchWriter<number>(async () => {}, { intervalMs: 60_000, maxRows: 1000, maxBuffered: 3 });
    for (let n = 0; n < 10; n++) writer.write(n);
    expect(writer.pending).toBe(3);
    await writer.close();
  });
});
