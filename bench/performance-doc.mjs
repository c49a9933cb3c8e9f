// Writes docs/performance.md: today's figures once, in two sections, each renewed by its own bench (`npm run bench`
// the API under load, `npm run bench:web` the console's budgets) and kept when the other one runs. Git keeps the
// earlier figures; the file is never edited by hand.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const DOC = path.join(root, 'docs', 'performance.md');
/** The sections in the order they appear, by the bench that writes each. */
const SECTIONS = ['bench', 'bench:web'];

const cell = (value) => (value === undefined || value === null ? '' : String(value).replaceAll('|', '\\|'));

/** A Markdown table of `rows` (objects), its columns the union of their keys in first-seen order. */
function markdownTable(rows) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map((row) => line(columns.map((c) => cell(row[c]))))].join('\n');
}

const opening = (name) => `<!-- written by npm run ${name} -->`;
const closing = (name) => `<!-- end of npm run ${name} -->`;

/** The section `name` of the page as it is now, markers included; empty when it has none yet. */
function sectionNow(text, name) {
  const start = text.indexOf(opening(name));
  const end = text.indexOf(closing(name));
  return start >= 0 && end > start ? text.slice(start, end + closing(name).length) : '';
}

/** Replaces the section of bench `name` with `body`, keeping the other bench's section as it is. */
function writeSection(name, body) {
  const now = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const sections = SECTIONS.map((n) => (n === name ? `${opening(n)}\n${body.trim()}\n${closing(n)}` : sectionNow(now, n))).filter(Boolean);
  writeFileSync(DOC, `# Performance\n\n${sections.join('\n\n')}\n`);
}

const machine = () => `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}`;
const today = () => new Date().toISOString().slice(0, 10);

/** The API under load, from one full `npm run bench`. */
export function writePerformanceDoc({ rows, notes, connections, duration }) {
  writeSection(
    'bench',
    `## The API under load

Written by \`npm run bench\` (bench/run.mjs) on ${today()}.
Machine: ${machine()}.
The built server runs with a throw-away embedded PostgreSQL on loopback, loaded by autocannon with ${connections}
connections for ${duration} s per scenario unless a row says otherwise. The load generator, the server and
PostgreSQL share the machine. Run it again to renew this section.

${markdownTable(rows)}

${notes.map((note) => `- ${note}`).join('\n')}`,
  );
}

/** The console's budgets, from `npm run bench:web`; the bundle test (apps/web/e2e/bundle.spec.ts) holds them too. */
export function writeWebPerformance(rows) {
  writeSection(
    'bench:web',
    `## The console's budgets

Written by \`npm run bench:web\` (bench/web.mjs) on ${today()}.
Machine: ${machine()}.
Chromium loads the console from the built server on loopback. JavaScript is counted over the wire (the brotli
copies made at build time). The times are taken in the page, to the first frame that shows the result: from the
navigation's start, and from the key's keydown. The bundle test (\`apps/web/e2e/bundle.spec.ts\`) holds the same byte
budgets; the times are measured here only, never inside a test.

${markdownTable(rows)}`,
  );
}
