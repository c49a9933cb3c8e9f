// A bench-only hook (bench/flow.mjs measures whether memory stays flat): with BENCH_GC=true (refused in production)
// and node's --expose-gc, SIGUSR2 forces a full garbage collection and prints `bench-gc done`, so the bench reads
// the resident memory of live objects only. Nothing installs it otherwise; a signal from the machine's own user
// reaches it, never a request.
export function installBenchGc(enabled: boolean, log: (line: string) => void): void {
  if (!enabled) return;
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('BENCH_GC=true needs node --expose-gc');
  process.on('SIGUSR2', () => {
    gc();
    log('bench-gc done');
  });
}
