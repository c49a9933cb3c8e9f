// A closed-loop load: `workers` callers each run `call(i)` back to back for `seconds`, every call timed on its own.
// autocannon cannot vary the query per request and report a p95; this does both, for HTTP and direct SQL alike.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (v) => Math.round(v * 10) / 10;

/** Runs the load and answers throughput and latency percentiles (ms, one decimal) and `calls`. `call` may throw: counted. */
export async function closedLoop(name, { workers, seconds, call }) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        const i = next++;
        const t = performance.now();
        try {
          await call(i);
          latencies.push(performance.now() - t);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const result = {
    scenario: name,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': ms(percentile(latencies, 50)),
    'p95 ms': ms(percentile(latencies, 95)),
    'p99 ms': ms(percentile(latencies, 99)),
    errors,
  };
  // How many calls answered, for figures per call (CPU); left out of the printed table.
  return Object.defineProperty(result, 'calls', { value: latencies.length, enumerable: false });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** GET `url` on a keep-alive connection; resolves with the parsed JSON body, rejects on a non-2xx answer. */
export function getJson(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode < 200 || res.statusCode >= 300) return reject(new Error(`HTTP ${res.statusCode} ${url}`));
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        });
      })
      .on('error', reject);
  });
}
