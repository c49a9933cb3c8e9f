// The claim and todo lists' records, field by field, for tasks of every shape the records show: creation times in
// the configured zone on both sides of its clock changes, definitions without name, of another category or none,
// texts JSON must escape, business keys of every shape, the assignee's name (the caller's for a todo list, none for a
// claim list or a user without one), and the filters by category, definition name and creation dates.
import type { BladeFlow } from '@blade/contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import { createFlowNames } from '../../src/modules/flow/flow-names.ts';
import { createOpenTasks } from '../../src/modules/flow/open-tasks.ts';
import { flowClient, USER_IDS } from './flow-fixtures.ts';

const HR_TASK_USER = `taskUser_${USER_IDS.hr}`;
const ODD_TEXT = '引号"反斜杠\\换行\n制表\t控制\u0001\u001f斜杠/ 😀';

/** The definitions the tasks cycle through, with the fields their records show (the seeded Leave first). */
const DEFINITIONS = [
  {
    id: '',
    key: 'Leave',
    name: '请假流程',
    version: 1,
    desc: '请假流程演示',
    resource: 'LeaveProcess.bpmn20.xml',
    category: 'flow_1',
    categoryName: '请假流程',
  },
  {
    id: 'Odd:3:501',
    key: 'Odd',
    name: null,
    version: 3,
    desc: ODD_TEXT,
    resource: `${ODD_TEXT}.bpmn`,
    category: 'flow_2',
    categoryName: '报销流程',
  },
  {
    id: 'Plain:1:501',
    key: 'Plain',
    name: `普通 ${ODD_TEXT}`,
    version: 1,
    desc: null,
    resource: 'p.bpmn',
    category: 'other',
    categoryName: '',
  },
  { id: 'Bare:1:501', key: 'Bare', name: '无类别', version: 1, desc: null, resource: 'b.bpmn', category: null, categoryName: '' },
];
/** Business keys and how the records split them. */
const BUSINESS_KEYS: [string | null, string, string][] = [
  ['blade_process_leave:11', 'blade_process_leave', '11'],
  ['a:b:c', 'a:b', 'c'],
  ['no colon', 'no colon', ''],
  [null, '', ''],
  ['table:', 'table', ''],
];

/** Per zone: instants around its clock changes of 2024 (fractions of a second cut, one before 1970) and their wall time. */
const ZONES = [
  {
    zone: 'America/New_York',
    change: '2024-03-10',
    instants: [
      ['2024-03-10T06:59:59.999Z', '2024-03-10 01:59:59'],
      ['2024-03-10T07:00:00.000Z', '2024-03-10 03:00:00'],
      ['2024-11-03T05:30:00.250Z', '2024-11-03 01:30:00'],
      ['2024-11-03T06:30:00.000Z', '2024-11-03 01:30:00'],
      ['1969-12-31T23:59:59.500Z', '1969-12-31 18:59:59'],
      ['2024-07-01T12:00:00.000Z', '2024-07-01 08:00:00'],
    ],
  },
  {
    zone: 'CET',
    change: '2024-03-31',
    instants: [
      ['2024-03-31T00:59:59.000Z', '2024-03-31 01:59:59'],
      ['2024-03-31T01:00:00.000Z', '2024-03-31 03:00:00'],
      ['2024-10-27T00:30:00.000Z', '2024-10-27 02:30:00'],
      ['2024-10-27T01:30:00.000Z', '2024-10-27 02:30:00'],
      ['1969-12-31T23:59:59.500Z', '1970-01-01 00:59:59'],
      ['2024-07-01T12:00:00.000Z', '2024-07-01 14:00:00'],
    ],
  },
];

type Seeded = { records: { todo: BladeFlow; claim: BladeFlow; at: number; definition: (typeof DEFINITIONS)[number] }[] };

/** Tasks for hr's todo list and claim list, one of each per instant, and the records they should give. */
async function seed(t: TestApp, leaveId: string, instants: string[][], hrName: string): Promise<Seeded> {
  const db = t.db;
  await db.flowDeployment.create({ data: { id: 501n, name: 'odd', resourceName: 'odd.bpmn20.xml', xml: '<definitions/>' } });
  const definitions = DEFINITIONS.map((d, n) => ({ ...d, id: n === 0 ? leaveId : d.id }));
  for (const d of definitions.slice(1)) {
    await db.flowDefinition.create({
      data: {
        id: d.id,
        key: d.key,
        name: d.name,
        description: d.desc,
        version: d.version,
        category: d.category,
        deploymentId: 501n,
        resourceName: d.resource,
      },
    });
  }
  const wall = new Map(instants.map(([at, text]) => [at!, text!]));
  const records: Seeded['records'] = [];
  let id = 700n;
  for (const [n, [at]] of instants.entries()) {
    const definition = definitions[n % definitions.length]!;
    const [businessKey, businessTable, businessId] = BUSINESS_KEYS[n % BUSINESS_KEYS.length]!;
    const ended = n % 3 === 0 ? new Date(at!) : null;
    const claimed = n % 2 ? instants[(n + 1) % instants.length]![0]! : null;
    const instance = await db.flowInstance.create({
      data: {
        id: id++,
        processDefinitionId: definition.id,
        startUserId: 'taskUser_1',
        businessKey,
        endTime: ended,
      },
    });
    const common = { processInstanceId: instance.id, processDefinitionId: definition.id, createTime: new Date(at!) };
    const todo = await db.flowTask.create({
      data: {
        ...common,
        id: id++,
        taskDefinitionKey: `key "${n}"\\`,
        name: n % 4 === 1 ? null : `审批 ${n} ${ODD_TEXT}`,
        assignee: HR_TASK_USER,
        claimTime: claimed ? new Date(claimed) : null,
      },
    });
    const claim = await db.flowTask.create({
      data: { ...common, id: id++, taskDefinitionKey: 'claimTask', name: `领取 ${n}`, candidateGroups: `boss,${HR_TASK_USER}` },
    });
    const record = (task: typeof todo, status: 'todo' | 'claim'): BladeFlow => ({
      taskId: String(task.id),
      taskName: task.name ?? '',
      taskDefinitionKey: task.taskDefinitionKey,
      assignee: task.assignee ?? '',
      assigneeName: status === 'todo' ? hrName : '',
      createTime: wall.get(at!)!,
      claimTime: task.claimTime ? wall.get(claimed!)! : '',
      endTime: ended ? wall.get(at!)! : '',
      historyTaskEndTime: '',
      executionId: String(instance.id),
      processInstanceId: String(instance.id),
      historyProcessInstanceId: String(instance.id),
      processDefinitionId: definition.id,
      processDefinitionKey: definition.key,
      processDefinitionName: definition.name ?? definition.key,
      processDefinitionVersion: definition.version,
      processDefinitionDesc: definition.desc ?? '',
      processDefinitionResName: definition.resource,
      processDefinitionDiagramResName: '',
      category: definition.category ?? '',
      categoryName: definition.categoryName,
      businessTable,
      businessId,
      processIsFinished: ended ? 'finished' : 'unfinished',
      status,
      comment: '',
      dueDate: '',
      overdue: false,
      owner: '',
      ownerName: '',
      delegationState: '',
    });
    records.push({ todo: record(todo, 'todo'), claim: record(claim, 'claim'), at: Date.parse(at!), definition });
  }
  // Newest first; the claim task of an instant was made after its todo task (a larger id).
  records.sort((a, b) => b.at - a.at || Number(b.todo.taskId) - Number(a.todo.taskId));
  return { records };
}

const list = async (t: TestApp, token: string, path: string, query: Record<string, string> = {}) =>
  request(t.server).get(`/api/blade-flow/work/${path}`).set('Blade-Auth', `bearer ${token}`).query(query);

/** The answer is every record expected, as an unpaged page. */
function expectRecords(res: request.Response, expected: BladeFlow[]) {
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ total: expected.length, size: expected.length, current: 1 });
  expect(res.body.data.records).toEqual(expected);
}

describe.each(ZONES)('the todo and claim lists in $zone', ({ zone, change, instants }) => {
  let t: TestApp;
  let token: string;
  let seeded: Seeded;
  beforeAll(async () => {
    t = await createTestApp({ config: { timeZone: zone } });
    const c = await flowClient(t);
    token = c.tokens.hr;
    seeded = await seed(t, await c.leaveDefinition(), instants, '人事');
  });

  it('show each task as its record, newest first', async () => {
    expectRecords(
      await list(t, token, 'todo-list'),
      seeded.records.map((r) => r.todo),
    );
    expectRecords(
      await list(t, token, 'claim-list'),
      seeded.records.map((r) => r.claim),
    );
  });

  it('filter by category, definition name and creation dates in the zone', async () => {
    const cases: [Record<string, string>, (r: Seeded['records'][number]) => boolean][] = [
      [{ category: 'flow_2' }, (r) => r.definition.key === 'Odd'],
      [{ category: 'flow_9' }, () => false],
      [{ processDefinitionName: '"反斜杠\\' }, (r) => r.definition.key === 'Plain'],
      // The second after the spring clock change in, the second before it out.
      [{ beginDate: `${change} 03:00:00`, endDate: '2024-12-31 23:59:59' }, (r) => r.at >= Date.parse(instants[1]![0]!)],
      [{ endDate: `${change} 01:59:58` }, (r) => r.at < 0],
      [{ category: 'flow_1', beginDate: '2024-01-01 00:00:00' }, (r) => r.definition.key === 'Leave' && r.at > 0],
    ];
    for (const [query, kept] of cases) {
      const expected = seeded.records.filter(kept);
      expect(expected.length < seeded.records.length).toBe(true);
      expectRecords(
        await list(t, token, 'todo-list', query),
        expected.map((r) => r.todo),
      );
      expectRecords(
        await list(t, token, 'claim-list', query),
        expected.map((r) => r.claim),
      );
    }
  });

  it('answer every record whatever definitions are kept, after a list that kept fewer', async () => {
    const s = t.app.services;
    const openTasks = createOpenTasks(s.sql, createFlowNames(s), s.dates, { definitionsKept: 2 });
    const hr = { tenantId: '000000', assignee: HR_TASK_USER };
    const todo = seeded.records.map((r) => r.todo);
    expect(await openTasks({ ...hr, category: 'flow_2' })).toEqual(
      seeded.records.filter((r) => r.definition.key === 'Odd').map((r) => r.todo),
    );
    // Four definitions, two kept at most: the kept one is let go while the others are read.
    expect(await openTasks(hr)).toEqual(todo);
    expect(await openTasks(hr)).toEqual(todo);
  });

  it('answer 400 in the envelope for a date that is not one', async () => {
    for (const path of ['todo-list', 'claim-list'])
      expect((await list(t, token, path, { beginDate: 'yesterday' })).body).toMatchObject({ code: 400, success: false });
  });

  it('show an empty assignee name for a user without one', async () => {
    await t.db.user.update({ where: { id: BigInt(USER_IDS.hr) }, data: { name: null } });
    expectRecords(
      await list(t, token, 'todo-list'),
      seeded.records.map((r) => ({ ...r.todo, assigneeName: '' })),
    );
  });
});
