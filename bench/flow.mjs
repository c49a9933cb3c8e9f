// The workflow under load (issue 6 item 6), through the HTTP API with 4 concurrent clients:
// 1. 1,000 leave processes started by admin (half ≤ 3 days → manager, half > 3 days → boss), hr completes every
//    hr task, then manager and boss claim and complete the rest: completions/s and p95 per step.
// 2. todo-list p95 with 100,000 finished and 5,000 open tasks in the database (hr holds 100 of the open ones).
// 3. The server's resident memory (after a forced GC) after the first 100 processes and after all 1,000.
// Targets (issue 16): >= 150 task completions/s, todo-list p95 <= 20 ms, memory flat (within 10% from 100 to 1,000).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { addCpu, cpuMsPer, cpuOf, cpuSince } from './cpu.mjs';
import { signIn, startServer } from './lib.mjs';

const PROCESSES = Number(process.env.BENCH_FLOW_PROCESSES ?? 1000);
const CLIENTS = 4;
const FINISHED = 100_000;
const OPEN = 5_000;
/** The seeded hr user (prisma/seed/core-data.ts). */
const HR_ID = '1123598821738675202';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
};
const round = (n) => Math.round(n * 10) / 10;
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

/**
 * One keep-alive agent for every client. node:http rather than fetch: on this 2-core machine the bench's client shares
 * the CPU with the server and PostgreSQL, and fetch (its web streams, its decompression through a zlib stream) spends
 * about as much CPU per todo answer as the server does; node:http, gunzipping in one call, about half of that.
 */
const agent = new http.Agent({ keepAlive: true });

function client(url, token) {
  const headers = { 'Blade-Auth': `bearer ${token}`, 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' };
  return (method, path, body) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request(`${url}/api${path}`, { method, headers, agent }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          // The clock stops when the whole answer has arrived (as autocannon's does); reading it is the client's own work.
          const ms = performance.now() - started;
          try {
            const received = Buffer.concat(chunks);
            const json = JSON.parse((res.headers['content-encoding'] === 'gzip' ? gunzipSync(received) : received).toString());
            if (json.success) resolve({ json, ms });
            else reject(new Error(`${method} ${path}: ${json.msg}`));
          } catch (error) {
            reject(error);
          }
        });
      });
      req.on('error', reject);
      req.end(body ? JSON.stringify(body) : undefined);
    });
}

/**
 * A client of one list that reads each answer to its end without decoding it, as autocannon does for the other rows:
 * answers the time to the last byte, refusing any status but 200 (every refusal of the API has a 4xx or 5xx status).
 * Gunzipping and parsing 86 kB of JSON on each answer cost the shared cores about a millisecond a request, time the
 * server then waited for (a browser decodes on its own machine); the list's content is checked once, decoded.
 */
function listReader(url, token, path) {
  const headers = { 'Blade-Auth': `bearer ${token}`, 'Accept-Encoding': 'gzip' };
  return () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.get(`${url}/api${path}`, { headers, agent }, (res) => {
        res.on('data', () => {});
        res.on('error', reject);
        res.on('end', () =>
          res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`GET ${path}: ${res.statusCode}`)),
        );
      });
      req.on('error', reject);
    });
}

/** Runs `work(item)` over the items with CLIENTS concurrent workers; answers the latencies and the wall time. */
async function drive(items, work) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < items.length) {
        const item = items[next++];
        latencies.push(await work(item));
      }
    }),
  );
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

const row = (scenario, result, count = result.latencies.length) => ({
  scenario,
  'req/s': Math.round(count / result.seconds),
  'p50 ms': round(percentile(result.latencies, 50)),
  'p95 ms': round(percentile(result.latencies, 95)),
  'p99 ms': round(percentile(result.latencies, 99)),
  'non-2xx': 0,
  errors: 0,
});

const date = (day) => `2031-${String(1 + Math.floor(day / 28)).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')} 09:00:00`;

/** The latencies and wall times of several drive() runs of one step, as one. */
const joined = (results) => ({ latencies: results.flatMap((r) => r.latencies), seconds: results.reduce((sum, r) => sum + r.seconds, 0) });

/** The server's resident memory after a forced garbage collection: live objects only, not garbage not yet collected. */
async function liveRssMb(server) {
  const heap = await server.collectGarbage();
  return `${rssMb(server.pid)} MB (${heap})`;
}

async function driveLeaves(server) {
  const call = {};
  const tokens = {};
  for (const who of ['admin', 'hr', 'manager', 'boss']) call[who] = client(server.url, (tokens[who] = await signIn(server, who)));
  const hrId = HR_ID;
  const definitions = await call.admin('GET', '/blade-flow/work/start-list?category=flow_1');
  const processDefinitionId = definitions.json.data.records.find((d) => d.key === 'Leave').id;

  /** Starts the leaves numbered `from` to `to` - 1 and drives each to its end. */
  const driveBatch = async (from, to) => {
    const starts = await drive(
      Array.from({ length: to - from }, (_, k) => from + k),
      async (i) => {
        const days = i % 2 === 0 ? 2 : 5;
        const r = await call.admin('POST', '/blade-desk/process/leave/start-process', {
          processDefinitionId,
          taskUser: hrId,
          startTime: date(0),
          endTime: date(days),
          reason: `bench ${i}`,
        });
        return r.ms;
      },
    );
    const hrTasks = (await call.hr('GET', '/blade-flow/work/todo-list')).json.data.records;
    const cpuBefore = cpuOf(server);
    const hrDone = await drive(
      hrTasks,
      async (t) =>
        (
          await call.hr('POST', '/blade-flow/work/complete-task', {
            taskId: t.taskId,
            processInstanceId: t.processInstanceId,
            flag: 'ok',
            comment: '',
          })
        ).ms,
    );
    const groupTasks = [];
    for (const who of ['manager', 'boss']) {
      for (const t of (await call[who]('GET', '/blade-flow/work/claim-list')).json.data.records) groupTasks.push({ who, t });
    }
    const hrCpu = cpuSince(cpuBefore, server);
    const claims = await drive(
      groupTasks,
      async ({ who, t }) => (await call[who]('POST', `/blade-flow/work/claim-task?taskId=${t.taskId}`)).ms,
    );
    const cpuBeforeFinals = cpuOf(server);
    const finals = await drive(
      groupTasks,
      async ({ who, t }) =>
        (
          await call[who]('POST', '/blade-flow/work/complete-task', {
            taskId: t.taskId,
            processInstanceId: t.processInstanceId,
            flag: 'ok',
            comment: '同意',
          })
        ).ms,
    );
    return { starts, hrDone, claims, finals, completionCpu: addCpu(hrCpu, cpuSince(cpuBeforeFinals, server)) };
  };

  // Memory: after the first tenth of the processes (every cache warm) and after all of them, each after a GC.
  const first = Math.min(100, PROCESSES);
  const rssStart = await liveRssMb(server);
  const batches = [await driveBatch(0, first)];
  const rssFirst = await liveRssMb(server);
  batches.push(await driveBatch(first, PROCESSES));
  const rssAfter = await liveRssMb(server);
  const [starts, hrDone, claims, finals] = ['starts', 'hrDone', 'claims', 'finals'].map((step) => joined(batches.map((b) => b[step])));
  const completions = hrDone.latencies.length + finals.latencies.length;
  const completionSeconds = hrDone.seconds + finals.seconds;
  return {
    rows: [
      row('flow: leave start-process', starts),
      row('flow: complete-task (hr)', hrDone),
      row('flow: claim-task (manager/boss)', claims),
      row('flow: complete-task (end)', finals),
    ],
    notes: [
      `flow: ${PROCESSES} leave processes driven to the end (${hrDone.latencies.length} hr tasks, ${finals.latencies.length} group tasks) with ${CLIENTS} clients: ` +
        `${Math.round(completions / completionSeconds)} task completions/s (target >= 150); ` +
        cpuMsPer(addCpu(batches[0].completionCpu, batches[1]?.completionCpu ?? { node: 0, db: 0 }), completions),
      `flow: server RSS after a forced GC: ${rssStart} at the start, ${rssFirst} after ${first} processes, ${rssAfter} after ${PROCESSES} ` +
        `(${Math.round((parseInt(rssAfter, 10) / parseInt(rssFirst, 10) - 1) * 1000) / 10}% growth from ${first} to ${PROCESSES}; target within 10%)`,
    ],
    processDefinitionId,
    hrId,
    call,
    tokens,
  };
}

async function seedTasks(databaseUrl, processDefinitionId, hrId) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // 25,000 finished instances carry the 100,000 finished tasks; 5,000 running instances one open task each, spread
  // over 50 task users (hr is one of them: 100 open tasks).
  await db.query(
    `
    INSERT INTO act_hi_procinst (id, tenant_id, process_definition_id, business_key, start_user_id, start_time, end_time, variables, version)
    SELECT 4000000000000000000 + g, '000000', $1, 'blade_process_leave:' || g, 'taskUser_1', now() - interval '30 days', now(), '{}', 1
    FROM generate_series(1, 25000) g`,
    [processDefinitionId],
  );
  await db.query(
    `
    INSERT INTO act_hi_procinst (id, tenant_id, process_definition_id, business_key, start_user_id, start_time, variables, version)
    SELECT 4100000000000000000 + g, '000000', $1, 'blade_process_leave:' || g, 'taskUser_1', now(), '{}', 1
    FROM generate_series(1, $2::int) g`,
    [processDefinitionId, OPEN],
  );
  await db.query(
    `
    INSERT INTO act_hi_taskinst (id, tenant_id, proc_inst_id, proc_def_id, task_def_key, name, assignee, open, create_time, end_time, comment)
    SELECT 4200000000000000000 + g, '000000', 4000000000000000000 + 1 + (g % 25000), $1, 'hrTask', '人事审批',
           CASE WHEN g % 50 = 0 THEN 'taskUser_' || $2 ELSE 'taskUser_' || (g % 50) END, false, now() - interval '20 days', now() - interval '19 days', '同意'
    FROM generate_series(1, $3::int) g`,
    [processDefinitionId, hrId, FINISHED],
  );
  await db.query(
    `
    INSERT INTO act_hi_taskinst (id, tenant_id, proc_inst_id, proc_def_id, task_def_key, name, assignee, open, create_time)
    SELECT 4300000000000000000 + g, '000000', 4100000000000000000 + g, $1, 'hrTask', '人事审批',
           CASE WHEN g % 50 = 0 THEN 'taskUser_' || $2 ELSE 'taskUser_' || (g % 50) END, true, now()
    FROM generate_series(1, $3::int) g`,
    [processDefinitionId, hrId, OPEN],
  );
  await db.query('VACUUM (ANALYZE) act_hi_taskinst, act_hi_procinst');
  await db.end();
}

/**
 * On a server of its own: its memory figures describe the workflow alone. On the server the other suites had loaded
 * (the term import peaks at about 500 MB), the resident size after a GC kept whatever the allocator had not yet
 * given back from them, and moved by tens of megabytes from run to run whatever the workflow did.
 */
export default async function flow() {
  const server = await startServer();
  try {
    return await measureFlow(server);
  } finally {
    await server.stop();
  }
}

async function measureFlow(server) {
  const driven = await driveLeaves(server);
  await seedTasks(server.databaseUrl, driven.processDefinitionId, driven.hrId);
  const size = (await driven.call.hr('GET', '/blade-flow/work/todo-list')).json.data.total;
  const todoList = listReader(server.url, driven.tokens.hr, '/blade-flow/work/todo-list');
  // The steady state: a warm-up of 1,000 answers first (with 100, the measured run still paid for V8 compiling the
  // list's code: up to a fifth more CPU per answer in the first thousand than in later ones), then 2,000 measured.
  await drive(Array.from({ length: 1000 }), todoList);
  const counts = Array.from({ length: 2000 });
  const cpuBefore = cpuOf(server);
  const todo = await drive(counts, todoList);
  const todoCpu = cpuSince(cpuBefore, server);
  agent.destroy();
  return {
    rows: [...driven.rows, row(`flow: todo-list (${size} rows; ${FINISHED / 1000}k finished, ${OPEN / 1000}k open tasks)`, todo)],
    notes: [
      ...driven.notes,
      `flow: todo-list p95 ${round(percentile(todo.latencies, 95))} ms (target <= 20 ms); ${cpuMsPer(todoCpu, counts.length)}`,
    ],
  };
}
