// A bench-only hook (bench/flow.mjs measures whether memory stays flat): with BENCH_GC=true (refused in production)
// and node's --expose-gc, SIGUSR2 forces a full garbage collection and prints `bench-gc done` with the heap's
// figures after it, so the bench reads the memory of live objects only. Nothing installs it otherwise; a signal from the machine's own user
// reaches it, never a request.
export function installBenchGc(enabled: boolean, log: (line: string) => void): void {
  if (!enabled) return;
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('BENCH_GC=true needs node --expose-gc');
  process.on('SIGUSR2', () => {
    gc();
    const mb = (bytes: number) => Math.round(bytes / 1048576);
    const m = process.memoryUsage();
    log(`bench-gc done heap ${mb(m.heapUsed)} MB used of ${mb(m.heapTotal)}, external ${mb(m.external)} MB`);
  });
}
