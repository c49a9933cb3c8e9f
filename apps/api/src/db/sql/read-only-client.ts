// A fresh connection that cannot write (the built-in datasource: modules/develop/platform-catalog.ts): read-only
// from its start-up packet, the work in a READ ONLY transaction that is always rolled back.
import pg from 'pg';

/** Runs `work` on a fresh read-only connection to the platform database, in a READ ONLY transaction rolled back after. */
export async function withReadOnlyClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: 5000,
    options: '-c default_transaction_read_only=on -c statement_timeout=10000',
  });
  client.on('error', () => {}); // a dropped connection surfaces through the pending query instead
  await client.connect();
  try {
    await client.query('BEGIN TRANSACTION READ ONLY');
    return await work(client);
  } finally {
    await client.query('ROLLBACK').catch(() => {});
    await client.end().catch(() => {});
  }
}
