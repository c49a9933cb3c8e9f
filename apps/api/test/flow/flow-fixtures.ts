// Helpers of the workflow tests: signed-in calls as the seeded users, the seeded Leave definition, a leave started
// by admin and the task lists.
import request from 'supertest';
import { expect } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken } from '../test-app.ts';

export const USER_IDS = {
  admin: '1123598821738675201',
  hr: '1123598821738675202',
  manager: '1123598821738675203',
  boss: '1123598821738675204',
};
export type Who = keyof typeof USER_IDS;

export async function flowClient(t: TestApp) {
  const tokens = Object.fromEntries(
    await Promise.all((Object.keys(USER_IDS) as Who[]).map(async (w) => [w, await accessToken(t, w)])),
  ) as Record<Who, string>;
  const auth = (who: Who) => ({ 'Blade-Auth': `bearer ${tokens[who]}` });
  const get = (who: Who, path: string, query: object = {}) => request(t.server).get(`/api${path}`).set(auth(who)).query(query);
  const post = (who: Who, path: string, query: object = {}, body?: object) => {
    const r = request(t.server).post(`/api${path}`).set(auth(who)).query(query);
    return body ? r.send(body) : r;
  };
  const leaveDefinition = async () => {
    const list = await get('admin', '/blade-flow/work/start-list', { category: 'flow_1' });
    const leave = list.body.data.records.find((r: { key: string }) => r.key === 'Leave');
    expect(leave).toBeTruthy();
    return leave.id as string;
  };
  const todo = async (who: Who) => (await get(who, '/blade-flow/work/todo-list')).body.data.records as Record<string, string>[];
  const claims = async (who: Who) => (await get(who, '/blade-flow/work/claim-list')).body.data.records as Record<string, string>[];
  /** Starts a leave of `days` calendar days (1 January 2030 on) by admin, hr approving first; answers the business id. */
  const applyLeave = async (days: number, reason = '回家') => {
    const processDefinitionId = await leaveDefinition();
    const end = new Date(Date.UTC(2030, 0, days));
    const endText = `${end.getUTCFullYear()}-${String(end.getUTCMonth() + 1).padStart(2, '0')}-${String(end.getUTCDate()).padStart(2, '0')} 18:00:00`;
    const res = await post(
      'admin',
      '/blade-desk/process/leave/start-process',
      {},
      {
        processDefinitionId,
        taskUser: USER_IDS.hr,
        startTime: '2030-01-01 09:00:00',
        endTime: endText,
        reason,
      },
    );
    expect(res.body).toMatchObject({ success: true });
    const sent = await get('admin', '/blade-flow/work/send-list', { current: 1, size: 1 });
    return sent.body.data.records[0] as Record<string, string>;
  };
  const complete = (who: Who, task: Record<string, string>, pass: boolean, comment = '') =>
    post(
      who,
      '/blade-flow/work/complete-task',
      {},
      { taskId: task.taskId, processInstanceId: task.processInstanceId, ...(pass ? { flag: 'ok' } : {}), comment },
    );
  const taskOf = async (who: Who, processInstanceId: string) => (await todo(who)).find((r) => r.processInstanceId === processInstanceId);
  /** Deploys one BPMN file as admin under 请假流程's sibling category flow_2. */
  const deployUpload = (name: string, xml: string) =>
    request(t.server)
      .post('/api/blade-flow/manager/deploy-upload')
      .set(auth('admin'))
      .field('category', 'flow_2')
      .attach('files', Buffer.from(xml), name);
  /** The id of the newest flow_2 definition with this key, as `who` sees it on the start list. */
  const definitionOf = async (key: string, who: Who = 'admin') =>
    ((await get(who, '/blade-flow/work/start-list', { category: 'flow_2' })).body.data.records as { key: string; id: string }[]).find(
      (r) => r.key === key,
    )!.id;
  return { tokens, get, post, leaveDefinition, todo, claims, applyLeave, complete, taskOf, deployUpload, definitionOf };
}
