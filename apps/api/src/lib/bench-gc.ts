// A bench-only hook (bench/flow.mjs measures whether memory stays flat): with BENCH_GC=true (refused in production)
// and node's --expose-gc, SIGUSR2 first lets the server's deferred work finish (`settle`: the log rows still waiting
// for their batch), then forces full garbage collections and prints `bench-gc done` with the heap's figures after
// it, so the bench reads the memory of what stays, not of rows on their way to the database or garbage not yet
// collected. With BENCH_HEAP_SNAPSHOTS=<folder> it also writes a heap snapshot there each time, to compare two
// samples. Nothing installs it otherwise; a signal from the machine's own user reaches it, never a request.
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';

export function installBenchGc(enabled: boolean, log: (line: string) => void, settle: () => Promise<void>): void {
  if (!enabled) return;
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('BENCH_GC=true needs node --expose-gc');
  process.on('SIGUSR2', () => {
    const started = performance.now();
    void settle().then(() => {
      const settledMs = Math.round(performance.now() - started);
      // Twice: the pages the first collection empties stay mapped (and counted in the RSS) until the next one
      // hands them back to the system.
      gc();
      gc();
      const snapshots = process.env.BENCH_HEAP_SNAPSHOTS;
      if (snapshots) writeHeapSnapshot(`${snapshots}/heap-${Date.now()}.heapsnapshot`);
      const mb = (bytes: number) => Math.round(bytes / 1048576);
      const m = process.memoryUsage();
      const old = getHeapSpaceStatistics().find((s) => s.space_name === 'old_space');
      log(
        `bench-gc done heap ${mb(m.heapUsed)} MB used of ${mb(m.heapTotal)} (old space ${mb(old?.space_used_size ?? 0)} of ` +
          `${mb(old?.physical_space_size ?? 0)}), external ${mb(m.external)} MB; deferred writes settled in ${settledMs} ms`,
      );
    });
  });
}
