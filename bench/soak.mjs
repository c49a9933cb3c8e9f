#!/usr/bin/env node
// `npm run bench:soak`: a mixed workload for SOAK_SECONDS (default 300) against the built server on loopback, with
// SOAK_WORKERS (default 8) closed-loop clients each picking the next action by weight: sign-in, lists, a submit and
// its removal, suggest, and the leave process step by step (start, hr approves, manager claims and approves).
// Reports p50/p99 per route, every error, and the server's resident memory after warm-up and at the end.
import { readFileSync } from 'node:fs';
import { signIn, startServer } from './lib.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 8);
const WARM_UP_SECONDS = Math.min(30, SECONDS / 5);
const HR_ID = '1123598821738675202';

const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
const round = (n) => Math.round(n * 10) / 10;
const day = (n) => `2032-03-${String(1 + n).padStart(2, '0')} 09:00:00`;

const server = await startServer();
const latencies = new Map();
const errors = new Map();
const races = new Map();

/** One timed API call; an answer that is not a success is an error of its route, except a lost race when `racy`. */
async function call(route, token, method, path, body, racy = false) {
  const started = performance.now();
  try {
    const res = await fetch(`${server.url}/api${path}`, {
      method,
      headers: { ...(token ? { 'Blade-Auth': `bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (racy && res.status === 400) {
      // Workers share hr's and manager's task lists: another worker handled this task first, as the rules intend.
      races.set(route, (races.get(route) ?? 0) + 1);
      return undefined;
    }
    if (res.status !== 200 || json.success === false) throw new Error(`${res.status} ${json.msg ?? json.error_description}`);
    (latencies.get(route) ?? latencies.set(route, []).get(route)).push(performance.now() - started);
    return json;
  } catch (error) {
    errors.set(route, [...(errors.get(route) ?? []), String(error.message ?? error)]);
    return undefined;
  }
}

try {
  const tokens = {};
  for (const who of ['admin', 'hr', 'manager']) tokens[who] = await signIn(server, who);
  const starts = await call('flow start-list', tokens.admin, 'GET', '/blade-flow/work/start-list?category=flow_1');
  const leave = starts?.data?.records?.find((d) => d.key === 'Leave')?.id;
  if (!leave) console.log('No Leave definition: leave steps are left out');

  let serial = 0;
  const actions = [
    [
      5,
      async () => {
        const started = performance.now();
        const token = await signIn(server, 'admin');
        if (token) (latencies.get('sign-in') ?? latencies.set('sign-in', []).get('sign-in')).push(performance.now() - started);
      },
    ],
    [20, () => call('user/page', tokens.admin, 'GET', '/blade-system/user/page?current=1&size=10')],
    [10, () => call('menu/routes', tokens.admin, 'GET', '/blade-system/menu/routes')],
    [10, () => call('dict/dictionary', tokens.admin, 'GET', '/blade-system/dict/dictionary?code=sex')],
    [
      20,
      () =>
        call(
          'translate/suggest',
          undefined,
          'GET',
          `/translate/suggest?chinese=${encodeURIComponent(['中', '翻译', '系统', '用户'][serial++ % 4])}`,
        ),
    ],
    [
      10,
      async () => {
        const code = `soak${serial++}`;
        await call('post/submit', tokens.admin, 'POST', '/blade-system/post/submit', {
          category: 1,
          postCode: code.slice(0, 12),
          postName: code,
          sort: 1,
        });
        const page = await call('post/page', tokens.admin, 'GET', `/blade-system/post/page?postCode=${code.slice(0, 12)}`);
        const id = page?.data?.records?.[0]?.id;
        if (id) await call('post/remove', tokens.admin, 'POST', `/blade-system/post/remove?ids=${id}`);
      },
    ],
    ...(leave
      ? [
          [
            10,
            async () => {
              const n = serial++ % 20;
              const started = await call('leave start-process', tokens.admin, 'POST', '/blade-desk/process/leave/start-process', {
                processDefinitionId: leave,
                taskUser: HR_ID,
                startTime: day(n % 5),
                endTime: day((n % 5) + 2),
                reason: `soak ${n}`,
              });
              if (!started) return;
              const hrTodo = await call('flow todo-list', tokens.hr, 'GET', '/blade-flow/work/todo-list?current=1&size=1');
              const task = hrTodo?.data?.records?.[0];
              if (!task) return;
              await call(
                'flow complete-task',
                tokens.hr,
                'POST',
                '/blade-flow/work/complete-task',
                { taskId: task.taskId, processInstanceId: task.processInstanceId, flag: 'ok', comment: '' },
                true,
              );
              const claimable = await call('flow claim-list', tokens.manager, 'GET', '/blade-flow/work/claim-list?current=1&size=1');
              const next = claimable?.data?.records?.[0];
              if (!next) return;
              const claimed = await call(
                'flow claim-task',
                tokens.manager,
                'POST',
                `/blade-flow/work/claim-task?taskId=${next.taskId}`,
                undefined,
                true,
              );
              if (claimed) {
                await call(
                  'flow complete-task',
                  tokens.manager,
                  'POST',
                  '/blade-flow/work/complete-task',
                  { taskId: next.taskId, processInstanceId: next.processInstanceId, flag: 'ok', comment: '同意' },
                  true,
                );
              }
            },
          ],
        ]
      : []),
  ];
  const totalWeight = actions.reduce((sum, [w]) => sum + w, 0);
  const pick = () => {
    let r = Math.random() * totalWeight;
    for (const [w, action] of actions) if ((r -= w) < 0) return action;
    return actions[0][1];
  };

  console.log(`Soak: ${SECONDS} s, ${WORKERS} workers, ${server.url}`);
  const end = performance.now() + SECONDS * 1000;
  let rssAfterWarmUp;
  const warmUp = setTimeout(() => {
    rssAfterWarmUp = rssMb(server.pid);
    latencies.clear();
  }, WARM_UP_SECONDS * 1000);
  const samples = [];
  const sampler = setInterval(() => samples.push(rssMb(server.pid)), 10_000);
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < end) await pick()();
    }),
  );
  clearTimeout(warmUp);
  clearInterval(sampler);
  const rssEnd = rssMb(server.pid);

  const rows = [...latencies.entries()].map(([route, values]) => {
    const sorted = values.sort((a, b) => a - b);
    return {
      route,
      calls: values.length,
      'p50 ms': round(percentile(sorted, 50)),
      'p99 ms': round(percentile(sorted, 99)),
      errors: errors.get(route)?.length ?? 0,
      'lost races': races.get(route) ?? 0,
    };
  });
  console.table(rows);
  console.log(
    `server RSS: ${rssAfterWarmUp} MB after ${WARM_UP_SECONDS} s of warm-up, ${rssEnd} MB at the end (max ${Math.max(...samples)} MB)`,
  );
  const failed = [...errors.entries()];
  if (failed.length) {
    console.log('ERRORS:');
    for (const [route, list] of failed) console.log(`  ${route}: ${list.length}, e.g. ${list[0]}`);
    process.exitCode = 1;
  } else {
    console.log('no errors');
  }
} finally {
  await server.stop();
}
