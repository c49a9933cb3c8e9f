// Connections to a code-generator datasource: a PostgreSQL URL (Blade's JDBC form accepted) plus user and password.
// Every statement sent through it has bound parameters; identifiers are only ever compared as values.
import pg from 'pg';
import { badRequest } from '../../core/app-error.ts';
import type { OutboundGuard } from '../../core/outbound/outbound-guard.ts';
import type { ColumnInfo, TableSummary } from '../../db/sql/schema-reader.ts';
import { listTables, tableColumns } from '../../db/sql/schema-reader.ts';

export type DatasourceLogin = { url: string; username: string; password: string };

/**
 * What the developer tools may do with a datasource: list its tables and read one table's columns, nothing else
 * (the connection itself is never handed out, so no route can read rows or write through it).
 */
export type SchemaSource = { tables(): Promise<TableSummary[]>; columns(table: string): Promise<ColumnInfo[]> };

export const schemaSourceOf = (client: pg.Client, schema: string): SchemaSource => ({
  tables: () => listTables(client, schema),
  columns: (table) => tableColumns(client, schema, table),
});

/** host, port, database and schema of a `postgresql://` or `jdbc:postgresql://` URL. */
export function parseDatasourceUrl(url: string) {
  let parsed: URL;
  try {
    parsed = new URL(
      url
        .trim()
        .replace(/^jdbc:/, '')
        .replace(/^postgres:/, 'postgresql:'),
    );
  } catch {
    throw badRequest('datasourceConnectFailed', { reason: 'URL' });
  }
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase() || 'localhost',
    port: Number(parsed.port || 5432),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
    schema: parsed.searchParams.get('currentSchema') ?? parsed.searchParams.get('schema') ?? 'public',
  };
}

/**
 * Opens a connection, runs `work`, always closes. The host passes the outbound guard first and the driver connects
 * to the address it checked (a public one, or one of OUTBOUND_ALLOW: by default not the platform's own database);
 * a refused or failed connection is a 400 with the generic message (the driver's reason goes to the server log).
 */
export async function withDatasource<T>(
  guard: OutboundGuard,
  login: DatasourceLogin,
  work: (source: SchemaSource) => Promise<T>,
): Promise<T> {
  const { schema, host, ...target } = parseDatasourceUrl(login.url);
  let client: pg.Client;
  try {
    const checked = await guard.check(host);
    client = new pg.Client({
      ...target,
      host: checked.address,
      user: login.username,
      password: login.password,
      connectionTimeoutMillis: 5000,
    });
    client.on('error', () => {}); // a dropped connection surfaces through the pending query instead
    await client.connect();
  } catch (error) {
    throw guard.failure('datasource', error, 400);
  }
  try {
    return await work(schemaSourceOf(client, schema));
  } finally {
    await client.end().catch(() => {});
  }
}
