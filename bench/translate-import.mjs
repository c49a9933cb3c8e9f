// Term import of a 50,000-row CSV (real CC-CEDICT pairs, one per Chinese term, into a classification of their own)
// through HTTP: upload + preview, then commit of the previewed file. Wall time of each step, and the API process's
// resident memory (VmRSS of /proc/<pid>/status, sampled every 20 ms) from before the upload to the end of the
// commit. Targets: under 30 s in all, and flat memory. BENCH_IMPORT_ROWS (default 50,000, at most 100,000) resizes it.
import { readFileSync } from 'node:fs';
import { cedictPairs } from './cedict-terms.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const CLASSIFICATION = '基准导入';

const cell = (v) => `"${String(v).replaceAll('"', '""')}"`;
const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function termCsv() {
  const seen = new Set();
  const lines = ['中文,英文,分类,标签,备注'];
  for (const p of await cedictPairs(Infinity)) {
    if (seen.has(p.chinese)) continue;
    seen.add(p.chinese);
    lines.push([p.chinese, p.english, CLASSIFICATION, 'cedict', ''].map(cell).join(','));
    if (lines.length > ROWS) break;
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** Samples a process's resident set until stopped; answers the first and the highest sample, in bytes. */
function sampleRss(pid) {
  const read = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  const start = read();
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, read());
  }, 20);
  return {
    start,
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, read());
    },
  };
}

async function call(server, token, path, init) {
  const res = await fetch(`${server.url}/api${path}`, { ...init, headers: { 'Blade-Auth': `bearer ${token}`, ...init?.headers } });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

export default async function translateImport(server, token) {
  const csv = await termCsv();
  await call(server, token, '/translate/classification/submit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: CLASSIFICATION }),
  });
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'terms.csv');
  const rss = sampleRss(server.pid);
  const t0 = performance.now();
  const preview = await call(server, token, '/translate/import/preview', { method: 'POST', body: form });
  const t1 = performance.now();
  const commit = await call(server, token, `/translate/import/commit?importId=${preview.importId}&conflict=skip`, { method: 'POST' });
  const t2 = performance.now();
  const peak = rss.stop();
  if (commit.inserted !== ROWS) throw new Error(`imported ${commit.inserted} of ${ROWS} rows: ${JSON.stringify(commit).slice(0, 300)}`);
  const seconds = (ms) => Math.round(ms / 100) / 10;
  return {
    rows: [
      { scenario: `term import: upload + preview (${ROWS / 1000}k rows, ${mb(csv.length)} MB CSV)`, 'wall s': seconds(t1 - t0) },
      { scenario: 'term import: commit (one transaction)', 'wall s': seconds(t2 - t1) },
    ],
    notes: [
      `term import: ${seconds(t2 - t0)} s in all (target < 30 s); API RSS ${mb(rss.start)} MB before, peak ${mb(peak)} MB (+${mb(peak - rss.start)} MB for a ${mb(csv.length)} MB file)`,
    ],
  };
}
