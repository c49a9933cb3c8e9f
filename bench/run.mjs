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

// The flow suite starts a server of its own (bench/flow.mjs); the others share one, started when the first of them
// runs: BENCH_ONLY=flow leaves no second server idle beside it.
const OWN_SERVER = new Set(['flow']);
let shared;
async function sharedServer() {
  if (!shared) {
    const server = await startServer();
    shared = { server, token: await adminToken(server) };
  }
  return shared;
}

console.log(`Blade Console bench: ${CONNECTIONS} connections, ${DURATION} s per scenario`);
try {
  const rows = [];
  const notes = [];
  for (const [name, suite] of Object.entries(suites)) {
    if (only && only !== name) continue;
    const result = OWN_SERVER.has(name) ? await suite() : await sharedServer().then(({ server, token }) => suite(server, token));
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
  await shared?.server.stop();
}
