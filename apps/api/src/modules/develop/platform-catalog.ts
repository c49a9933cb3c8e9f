// The built-in datasource's connection: the platform's own database, reached with the server's own connection
// settings (never a URL a user typed, so the outbound guard has nothing to judge) and confined to its catalog. The
// session is read-only from its start-up packet and the work runs in a READ ONLY transaction that is always rolled
// back; the developer tools get a SchemaSource (tables and columns), never the connection, so no route can read a
// table's rows or write through it.
import { withReadOnlyClient } from '../../db/sql/read-only-client.ts';
import type { SchemaSource } from './datasource-client.ts';
import { schemaSourceOf } from './datasource-client.ts';

/** The schema the platform's tables live in: Prisma's `?schema=` of the URL, else public. */
const schemaOf = (databaseUrl: string) => new URL(databaseUrl).searchParams.get('schema') ?? 'public';

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
