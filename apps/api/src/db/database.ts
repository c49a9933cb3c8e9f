// Where the database comes from: DATABASE_URL when set (docker compose, production), otherwise the embedded
// PostgreSQL in DATA_DIR. Either way the schema is migrated before the app touches it.
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import type { EmbeddedDatabase } from './embedded-postgres.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { migrate } from './migrate.ts';
import { StartProblem } from '../lib/start-problem.ts';

/**
 * The migrations of the database package (`@blade/prisma`, the repository's prisma/ folder, a workspace the API
 * depends on), found through its package link: the same from src/ (tests), from the bundle in dist/ and in the image.
 */
const DATABASE_PACKAGE = path.dirname(createRequire(import.meta.url).resolve('@blade/prisma/package.json'));
export const MIGRATIONS_DIR = path.join(DATABASE_PACKAGE, 'migrations');
export const SCHEMA_FILE = path.join(DATABASE_PACKAGE, 'schema.prisma');
const EMBEDDED_DATABASE = 'blade';

export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    // Identifiers cannot be bound as parameters; `name` is our own constant, quoted anyway.
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export type Database = { url: string; embedded: EmbeddedDatabase | undefined; migrated: string[] };

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  log: (line: string) => void;
}): Promise<Database> {
  let url = options.databaseUrl;
  let embedded: EmbeddedDatabase | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres(options.dataDir, { notice: options.log });
    await createDatabaseIfMissing(embedded.url(), EMBEDDED_DATABASE);
    url = embedded.url(EMBEDDED_DATABASE);
    // The socket's folder is told too: a tool on the machine (the bench) connects the way the server does.
    const socket = embedded.socketDirectory ? ` and the socket in ${embedded.socketDirectory}` : '';
    options.log(`Embedded PostgreSQL on 127.0.0.1:${embedded.port}${socket}; data in ${options.dataDir}`);
  }
  try {
    const migrated = await migrate(url, MIGRATIONS_DIR);
    return { url, embedded, migrated };
  } catch (error) {
    await embedded?.stop();
    throw missingRights(error, url) ?? error;
  }
}

/** PostgreSQL's code for a statement the role lacks the privilege for (CREATE on schema public, CREATE EXTENSION). */
const INSUFFICIENT_PRIVILEGE = '42501';

/** What an operator must grant, in one line, when the role may not build the schema; undefined for other errors. */
function missingRights(error: unknown, url: string): StartProblem | undefined {
  if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) return undefined;
  const { username, pathname } = new URL(url);
  const database = decodeURIComponent(pathname.slice(1));
  return new StartProblem(
    `The database role "${decodeURIComponent(username)}" may not create the schema in database "${database}" (${(error as Error).message}): make the role the database's owner (ALTER DATABASE "${database}" OWNER TO "${decodeURIComponent(username)}", which gives CREATE on schema public) and make the pg_trgm extension available`,
  );
}
