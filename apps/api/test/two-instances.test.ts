// Two API processes on one database, as behind a load balancer: every story alternates between them, and neither
// may answer from a stale cache or lose a write the other made.
import { randomBytes } from 'node:crypto';
import { md5Hex } from '../src/modules/auth/password.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from './support/server-process.ts';
import { captchaOf, signInTo, startServer } from './support/server-process.ts';
import { cloneDatabase } from './test-app.ts';

type Envelope<T = unknown> = { code: number; success: boolean; data: T; msg: string };

const HR_ROLE = '1123598816738675203';
const HR_USER = '1123598821738675202';
type Task = { taskId: string; processInstanceId: string };
let a: ServerProcess;
let b: ServerProcess;
let adminToken: string;
let databaseUrl: string;

async function tokenOf(server: ServerProcess, account: string): Promise<string> {
  const res = await signInTo(server, account);
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

async function call<T = unknown>(
  server: ServerProcess,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
) {
  const res = await fetch(`${server.base}/api${path}`, {
    method,
    headers: {
      ...(options.token ? { 'Blade-Auth': `bearer ${options.token}` } : {}),
      ...(options.body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** A captcha issued by `server`, answered with the code both instances read from the shared table. */
const captchaFrom = (server: ServerProcess) => captchaOf({ base: server.base, databaseUrl: () => databaseUrl });

beforeAll(async () => {
  databaseUrl = await cloneDatabase();
  // One signing key for both, as production requires (each test server has a data folder, and a key, of its own).
  const env = { DATABASE_URL: databaseUrl, JWT_SECRET: randomBytes(32).toString('hex') };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
  adminToken = await tokenOf(a, 'admin');
}, 60_000);

afterAll(async () => {
  expect(await a?.stop()).toBe(0);
  expect(await b?.stop()).toBe(0);
});

describe('two API instances on one database', () => {
  it('accepts a token signed in on one instance at the other', async () => {
    const info = await call<{ account: string }>(b, 'GET', '/blade-auth/oauth/user-info', { token: adminToken });
    expect(info.body.data.account).toBe('admin');
  });

  it('shows each write made through one instance at once through the other', async () => {
    const created = await call(a, 'POST', '/blade-system/post/submit', {
      token: adminToken,
      body: { category: 1, postCode: 'twin', postName: '双实例岗位', sort: 9 },
    });
    expect(created.body.success).toBe(true);
    const listed = await call<{ records: Array<{ id: string; postName: string }> }>(b, 'GET', '/blade-system/post/page?postCode=twin', {
      token: adminToken,
    });
    expect(listed.body.data.records.map((p) => p.postName)).toEqual(['双实例岗位']);
    const id = listed.body.data.records[0]!.id;

    await call(b, 'POST', '/blade-system/post/submit', {
      token: adminToken,
      body: { id, category: 1, postCode: 'twin', postName: '改名岗位', sort: 9 },
    });
    const detail = await call<{ postName: string }>(a, 'GET', `/blade-system/post/detail?id=${id}`, { token: adminToken });
    expect(detail.body.data.postName).toBe('改名岗位');

    await call(a, 'POST', `/blade-system/post/remove?ids=${id}`, { token: adminToken });
    const gone = await call<{ records: unknown[] }>(b, 'GET', '/blade-system/post/page?postCode=twin', { token: adminToken });
    expect(gone.body.data.records).toEqual([]);
  });

  it('drops cached parameters on every instance when one changes them', async () => {
    const guest = (account: string) =>
      new URLSearchParams({ tenantId: '000000', name: account, account, password: md5Hex('twin-guest-pw') });
    // Instance B reads (and caches) account.registerUser = true.
    const open = await fetch(`${b.base}/api/blade-system/user/register-guest?${guest('twin-guest-1').toString()}`, {
      method: 'POST',
      headers: await captchaFrom(b),
    });
    expect(((await open.json()) as Envelope).success).toBe(true);

    const params = await call<{ records: Array<{ id: string; paramKey: string; paramName: string; remark: string }> }>(
      a,
      'GET',
      '/blade-system/param/list?paramKey=account.registerUser',
      { token: adminToken },
    );
    const param = params.body.data.records[0]!;
    const closed = await call(a, 'POST', '/blade-system/param/submit', {
      token: adminToken,
      body: { id: param.id, paramName: param.paramName, paramKey: param.paramKey, paramValue: 'false', remark: param.remark ?? '' },
    });
    expect(closed.body.success).toBe(true);

    const refused = await fetch(`${b.base}/api/blade-system/user/register-guest?${guest('twin-guest-2').toString()}`, {
      method: 'POST',
      headers: await captchaFrom(b),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Envelope).msg).toBe('当前系统未开启用户注册功能');
  });

  it('applies a role grant made on one instance to permission checks on the other', async () => {
    const hr = await tokenOf(b, 'hr');
    expect((await call(b, 'GET', '/blade-system/post/list', { token: hr })).status).toBe(403);

    const menus = await call<Array<{ id: string; code: string; children?: unknown[] }>>(a, 'GET', '/blade-system/menu/list?code=post', {
      token: adminToken,
    });
    const postMenu = menus.body.data.find((m) => m.code === 'post')!;
    const granted = await call(a, 'POST', '/blade-system/role/grant', {
      token: adminToken,
      body: { roleIds: [HR_ROLE], menuIds: [postMenu.id], dataScopeIds: [], apiScopeIds: [] },
    });
    expect(granted.body.success).toBe(true);

    // The grant reaches B as the NOTIFY its commit sends (db/sql/cache-listener.ts), which B handles on its own
    // connection: a request B serves in the same instant may come first. Its caches answer the grant once told.
    await expect.poll(async () => (await call(b, 'GET', '/blade-system/post/list', { token: hr })).status).toBe(200);
  });

  it(
    'runs a leave process step by step across both, and completes a task once when both are asked at the same time',
    { timeout: 60_000 },
    async () => {
      const hr = await tokenOf(a, 'hr');
      const manager = await tokenOf(b, 'manager');
      const definitions = await call<{ records: Array<{ id: string; key: string }> }>(
        b,
        'GET',
        '/blade-flow/work/start-list?category=flow_1',
        { token: adminToken },
      );
      const leave = definitions.body.data.records.find((d) => d.key === 'Leave')!.id;
      const started = await call(a, 'POST', '/blade-desk/process/leave/start-process', {
        token: adminToken,
        body: {
          processDefinitionId: leave,
          taskUser: HR_USER,
          startTime: '2032-05-04 09:00:00',
          endTime: '2032-05-06 09:00:00',
          reason: '双实例请假',
        },
      });
      expect(started.body.success).toBe(true);

      // hr's task, started through A, is listed by B; hr approves on A and B at the same moment: one wins.
      const hrTodo = await call<{ records: Task[] }>(b, 'GET', '/blade-flow/work/todo-list', { token: hr });
      expect(hrTodo.body.data.records).toHaveLength(1);
      const task = hrTodo.body.data.records[0]!;
      const approve = { taskId: task.taskId, processInstanceId: task.processInstanceId, flag: 'ok', comment: '同意' };
      const both = await Promise.all(
        [a, b].map((server) => call(server, 'POST', '/blade-flow/work/complete-task', { token: hr, body: approve })),
      );
      expect(both.map((r) => r.body.success).sort()).toEqual([false, true]);
      expect(both.find((r) => !r.body.success)!.status).toBe(400);
      for (const server of [a, b])
        expect((await call<{ records: Task[] }>(server, 'GET', '/blade-flow/work/todo-list', { token: hr })).body.data.records).toEqual([]);

      // Two days: the manager group's task, exactly one, seen by both; claimed on A, completed on B.
      const claimable = await call<{ records: Task[] }>(a, 'GET', '/blade-flow/work/claim-list', { token: manager });
      expect(claimable.body.data.records).toHaveLength(1);
      const next = claimable.body.data.records[0]!;
      expect((await call(a, 'POST', `/blade-flow/work/claim-task?taskId=${next.taskId}`, { token: manager })).body.success).toBe(true);
      expect((await call<{ records: Task[] }>(b, 'GET', '/blade-flow/work/claim-list', { token: manager })).body.data.records).toEqual([]);
      const done = await call(b, 'POST', '/blade-flow/work/complete-task', {
        token: manager,
        body: { taskId: next.taskId, processInstanceId: next.processInstanceId, flag: 'ok', comment: '同意' },
      });
      expect(done.body.success).toBe(true);

      const finished = await call<{ records: Array<{ processInstanceId: string }> }>(a, 'GET', '/blade-flow/work/done-list', {
        token: manager,
      });
      expect(finished.body.data.records.map((r) => r.processInstanceId)).toEqual([task.processInstanceId]);
      const history = await call<Array<{ historyActivityName: string }>>(
        b,
        'GET',
        `/blade-flow/process/history-flow-list?processInstanceId=${task.processInstanceId}`,
        { token: adminToken },
      );
      expect(history.body.success).toBe(true);
      expect(history.body.data.length).toBeGreaterThanOrEqual(4);
    },
  );
});
