// Connections to a code-generator datasource: a PostgreSQL URL (Blade's JDBC form accepted) plus user and password.
// Every statement sent through it has bound parameters; identifiers are only ever compared as values.
import pg from 'pg';
import { badRequest } from '../../core/app-error.ts';

export type DatasourceLogin = { url: string; username: string; password: string };

/** host, port, database and schema of a `postgresql://` or `jdbc:postgresql://` URL. */
export function parseDatasourceUrl(url: string) {
  let parsed: URL;
  try {
    parsed = new URL(url.trim().replace(/^jdbc:/, '').replace(/^postgres:/, 'postgresql:'));
  } catch {
    throw badRequest('datasourceConnectFailed', { reason: 'URL' });
  }
  return {
    host: parsed.hostname || 'localhost',
    port: Number(parsed.port || 5432),
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
    schema: parsed.searchParams.get('currentSchema') ?? parsed.searchParams.get('schema') ?? 'public',
  };
}

/** Opens a connection, runs `work`, always closes; a failed connection is a 400 with the driver's reason. */
export async function withDatasource<T>(login: DatasourceLogin, work: (client: pg.Client, schema: string) => Promise<T>): Promise<T> {
  const { schema, ...target } = parseDatasourceUrl(login.url);
  const client = new pg.Client({ ...target, user: login.username, password: login.password, connectionTimeoutMillis: 5000 });
  client.on('error', () => {}); // a dropped connection surfaces through the pending query instead
  try {
    await client.connect();
  } catch (error) {
    throw badRequest('datasourceConnectFailed', { reason: error instanceof Error ? error.message : String(error) });
  }
  try {
    return await work(client, schema);
  } finally {
    await client.end().catch(() => {});
  }
}
