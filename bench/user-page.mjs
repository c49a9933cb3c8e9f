// user/page with 100k users, filtered by department (with its children) and a LIKE on the name, as admin, against a
// bare Express + pg handler running the same SQL (bare-user-page.mjs). Target: >= 60% of the bare throughput and a
// p99 within 1.5x of the bare p99.
import path from 'node:path';
import pg from 'pg';
import { measure, randomPort, root, startProcess } from './lib.mjs';
import { USER_PAGE_QUERY } from './user-page-sql.mjs';

const USERS = 100_000;

async function seedUsers(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Half of them in 常州刀锋, half in 苏州刀锋 (both children of the root dept); names 用户1 .. 用户100000.
  await client.query(
    `
    INSERT INTO blade_user (id, tenant_id, account, password, name, real_name, dept_id, post_id, user_type, status, is_deleted, create_time, update_time)
    SELECT 3000000000000000000 + g, '000000', 'bench' || g, 'not-a-hash', '用户' || g, '用户' || g,
           CASE WHEN g % 2 = 0 THEN '1123598813738675202' ELSE '1123598813738675203' END,
           '1123598817738675208', 1, 1, 0, now(), now()
    FROM generate_series(1, $1::int) g`,
    [USERS],
  );
  // Settle the new rows first (hint bits, visibility map, statistics) so that neither side pays for it or for an
  // autovacuum that would otherwise start during whichever scenario runs first.
  await client.query('VACUUM (FREEZE, ANALYZE) blade_user');
  await client.end();
}

export default async function userPage(server, token) {
  await seedUsers(server.databaseUrl);
  const port = randomPort();
  const bare = await startProcess(
    path.join(root, 'bench/bare-user-page.mjs'),
    { PORT: String(port), DATABASE_URL: server.databaseUrl },
    'bare ready',
  );
  try {
    const query = new URLSearchParams(USER_PAGE_QUERY).toString();
    const oursUrl = `${server.url}/api/blade-system/user/page?${query}`;
    const bareUrl = `http://127.0.0.1:${port}/user-page?${query}`;
    // Warm both (caches, JIT, connection pools) before either is measured.
    await measure('warm-up', { url: oursUrl, headers: { 'Blade-Auth': `bearer ${token}` }, duration: 2 });
    await measure('warm-up', { url: bareUrl, duration: 2 });
    const ours = await measure(`GET /api/blade-system/user/page (${USERS / 1000}k users, dept + name LIKE)`, {
      url: oursUrl,
      headers: { 'Blade-Auth': `bearer ${token}` },
    });
    const baseline = await measure('bare Express + pg, same SQL', { url: bareUrl });
    const throughput = ours['req/s'] / baseline['req/s'];
    const p99 = ours['p99 ms'] / baseline['p99 ms'];
    return {
      rows: [ours, baseline],
      notes: [
        `user/page throughput = ${(throughput * 100).toFixed(0)}% of bare (target >= 60%), p99 = ${p99.toFixed(2)}x bare (target <= 1.5x)`,
      ],
    };
  } finally {
    await bare.stop();
  }
}
