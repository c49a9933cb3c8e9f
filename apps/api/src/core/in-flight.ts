/**
 * Counts route handlers still running. A handler may outlive its connection (the client gave up while it waited
 * on bcrypt or the database), so shutdown waits for this count, not only for sockets, before closing the pool.
 */
export function createInFlight() {
  let running = 0;
  const waiters: Array<() => void> = [];
  return {
    async track<T>(work: () => Promise<T>): Promise<T> {
      running++;
      try {
        return await work();
      } finally {
        running--;
        if (running === 0) for (const wake of waiters.splice(0)) wake();
      }
    },
    /** Resolves when nothing runs, or after `timeoutMs` whatever runs. */
    drain(timeoutMs: number): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    get count() {
      return running;
    },
  };
}

export type InFlight = ReturnType<typeof createInFlight>;
