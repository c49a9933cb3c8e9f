// The built-in datasource's connection: the platform's own database, reached with the server's own connection
// settings (never a URL a user typed, so the outbound guard has nothing to judge) and confined to its catalog. The
// session is read-only from its start-up packet and the work runs in a READ ONLY transaction that is always rolled
// back; the developer tools get a SchemaSource (tables and columns), never the connection, so no route can read a
// table's rows or write through it.
import pg from 'pg';
import type { SchemaSource } from './datasource-client.ts';
import { schemaSourceOf } from './datasource-client.ts';

/** The schema the platform's tables live in: Prisma's `?schema=` of the URL, else public. */
const schemaOf = (databaseUrl: string) => new URL(databaseUrl).searchParams.get('schema') ?? 'public';

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

export function createPlatformCatalog(databaseUrl: string) {
  const schema = schemaOf(databaseUrl);
  const url = new URL(databaseUrl);
  return {
    /** Where the platform database is: a datasource form naming it is refused at save (datasource-save.ts). */
    host: url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase(),
    port: Number(url.port || 5432),
    /** The platform database's tables and columns, for the built-in datasource. */
    read: <T>(work: (source: SchemaSource) => Promise<T>): Promise<T> =>
      withReadOnlyClient(databaseUrl, (client) => work(schemaSourceOf(client, schema))),
  };
}
