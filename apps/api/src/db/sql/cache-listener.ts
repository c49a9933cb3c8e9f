// Listens for `blade_cache` notifications (sent by database triggers when a cached table changes, on commit) so
// every API instance drops its caches after a write made through any other instance.
import pg from 'pg';

export const CACHE_CHANNEL = 'blade_cache';

export function listenForCacheChanges(databaseUrl: string, onChange: (table: string) => void, log: (e: unknown) => void) {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (n) => onChange(n.payload ?? ''));
    next.on('error', (error) => {
      log(error);
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CACHE_CHANNEL}`);
    client = next;
    onChange('*'); // anything may have changed while we were not listening
  }

  function reconnect() {
    if (closed || retry) return;
    client?.end().catch(() => {});
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error) => {
        log(error);
        reconnect();
      });
    }, 1000);
  }

  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready.catch(() => {});
      await client?.end().catch(() => {});
    },
  };
}
