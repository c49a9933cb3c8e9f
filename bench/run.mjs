#!/usr/bin/env node
// `npm run bench`: load figures against the real server on loopback, never inside a test. Starts the built server
// on a throw-away data folder, then runs each suite one after another and prints one table.
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 20) tune it; BENCH_ONLY=name runs one suite;
// BENCH_PROFILE=dir keeps the server's CPU profile; BENCH_PORT fixes the server's port (else a random one in
// 18000-19999). A complete run without failures writes docs/performance.md.
import { CONNECTIONS, DURATION, signIn as adminToken, startServer } from './lib.mjs';
import foundation from './foundation.mjs';
import userPage from './user-page.mjs';
import translateSuggest from './translate-suggest.mjs';
import translateImport from './translate-import.mjs';
import flow from './flow.mjs';
import { writePerformanceDoc } from './performance-doc.mjs';
import signIn from './sign-in.mjs';

const suites = { foundation, signIn, userPage, translateSuggest, translateImport, flow };
const only = process.env.BENCH_ONLY;

const server = await startServer();
try {
  const token = await adminToken(server);
  console.log(`Blade Console bench: ${CONNECTIONS} connections, ${DURATION} s per scenario, ${server.url}`);
  const rows = [];
  const notes = [];
  for (const [name, suite] of Object.entries(suites)) {
    if (only && only !== name) continue;
    const result = await suite(server, token);
    rows.push(...result.rows);
    notes.push(...result.notes);
  }
  console.table(rows);
  for (const note of notes) console.log(note);
  const failed = rows.some((r) => r['non-2xx'] || r.errors);
  if (failed) console.log('WARNING: some requests failed; figures are not valid');
  // Only a complete, clean run replaces the figures of docs/performance.md.
  if (!only && !failed) {
    writePerformanceDoc({ rows, notes, connections: CONNECTIONS, duration: DURATION });
    console.log('docs/performance.md written');
  }
} finally {
  await server.stop();
}
