// Writes docs/performance.md from one full `npm run bench`: today's figures once, as one table. Git keeps the
// earlier figures; the file is never edited by hand.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const cell = (value) => (value === undefined || value === null ? '' : String(value).replaceAll('|', '\\|'));

/** A Markdown table of `rows` (objects), its columns the union of their keys in first-seen order. */
function markdownTable(rows) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map((row) => line(columns.map((c) => cell(row[c]))))].join('\n');
}

export function writePerformanceDoc({ rows, notes, connections, duration }) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const text = `# Performance

Written by \`npm run bench\` (bench/run.mjs) on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${cpu}),
Node ${process.version}, the built server with a throw-away embedded PostgreSQL on loopback, autocannon with
${connections} connections and ${duration} s per scenario unless a row says otherwise. The load generator, the
server and PostgreSQL share the machine. Run it again to renew this page; git keeps the earlier figures.

${markdownTable(rows)}

${notes.map((note) => `- ${note}`).join('\n')}

The console's budgets (JavaScript over the wire, time to interactive) are measured by \`npm run bench:web\` and
held by \`apps/web/e2e/bundle.spec.ts\`.
`;
  writeFileSync(path.join(root, 'docs', 'performance.md'), text);
}
