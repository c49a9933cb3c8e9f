// The claim and todo lists are written by PostgreSQL (modules/flow/open-task-json.ts). Their records must be the
// text the server's record mapping (openTasks) gives for the same rows: dates in the configured zone on both sides
// of its clock changes, texts JSON must escape, definitions without name or with another category, business keys of
// every shape, a task without assignee name, and the filters. A zone PostgreSQL does not know leaves the lists to the
// mapping itself.
import type { BladeFlow } from '@blade/contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFlowNames } from '../../src/modules/flow/flow-names.ts';
import type { OpenTaskFilter } from '../../src/modules/flow/open-tasks.ts';
import { openTasks } from '../../src/modules/flow/open-tasks.ts';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';
import { flowClient, USER_IDS } from './flow-fixtures.ts';

const HR_TASK_USER = `taskUser_${USER_IDS.hr}`;
/** Instants around New York's and Central Europe's clock changes of 2024, a fraction of a second, before 1970. */
const INSTANTS = [
  '2024-03-10T06:59:59.999Z', '2024-03-10T07:00:00.000Z', '2024-11-03T05:30:00.250Z', '2024-11-03T06:30:00.000Z',
  '2024-03-31T00:59:59.000Z', '2024-03-31T01:00:00.000Z', '2024-10-27T00:30:00.000Z', '2024-10-27T01:30:00.000Z',
  '2024-07-01T12:00:00.000Z', '1969-12-31T23:59:59.500Z',
];
const BUSINESS_KEYS = ['blade_process_leave:11', 'a:b:c', 'no colon', null, ':', 'table:', '引号"键\\:值'];
const ODD_TEXT = '引号"反斜杠\\换行\n制表\t控制\u0001\u001f斜杠/ 😀';

type Lists = Awaited<ReturnType<typeof lists>>;

/** Definitions, instances and tasks of every shape the records show, for hr's todo list and claim list. */
async function seed(t: TestApp, leaveId: string) {
  const db = t.db;
  await db.flowDeployment.create({ data: { id: 501n, name: 'odd', resourceName: 'odd.bpmn20.xml', xml: '<definitions/>' } });
  const definitions = [
    leaveId,
    (await db.flowDefinition.create({ data: {
      id: 'Odd:3:501', key: 'Odd', name: null, description: ODD_TEXT, version: 3, category: 'flow_2', deploymentId: 501n, resourceName: `${ODD_TEXT}.bpmn`,
    } })).id,
    (await db.flowDefinition.create({ data: {
      id: 'Plain:1:501', key: 'Plain', name: `普通 ${ODD_TEXT}`, description: null, version: 1, category: 'other', deploymentId: 501n, resourceName: 'p.bpmn',
    } })).id,
    (await db.flowDefinition.create({ data: {
      id: 'Bare:1:501', key: 'Bare', name: '无类别', version: 1, category: null, deploymentId: 501n, resourceName: 'b.bpmn',
    } })).id,
  ];
  let id = 700n;
  for (const [n, at] of INSTANTS.entries()) {
    const definition = definitions[n % definitions.length]!;
    const instance = await db.flowInstance.create({ data: {
      id: id++, processDefinitionId: definition, startUserId: 'taskUser_1', businessKey: BUSINESS_KEYS[n % BUSINESS_KEYS.length] ?? null,
      endTime: n % 3 === 0 ? new Date(at) : null,
    } });
    const common = { processInstanceId: instance.id, processDefinitionId: definition, createTime: new Date(at) };
    await db.flowTask.create({ data: {
      ...common, id: id++, taskDefinitionKey: n % 2 ? 'hrTask' : `key "${n}"\\`, name: n % 4 === 1 ? null : `审批 ${n} ${ODD_TEXT}`,
      assignee: HR_TASK_USER, claimTime: n % 2 ? new Date(INSTANTS[(n + 3) % INSTANTS.length]!) : null,
    } });
    await db.flowTask.create({ data: { ...common, id: id++, taskDefinitionKey: 'claimTask', name: `领取 ${n}`, candidateGroups: `boss,${HR_TASK_USER}` } });
  }
}

/** What the todo and claim lists answer for hr, and what the record mapping gives for the same filter. */
async function lists(t: TestApp, token: string, query: Record<string, string> = {}) {
  const s = t.app.services;
  const filter = {
    tenantId: '000000', category: query.category, processDefinitionName: query.processDefinitionName,
    from: query.beginDate ? s.dates.parse(query.beginDate) : undefined, to: query.endDate ? s.dates.parse(query.endDate) : undefined,
  };
  const answer = async (path: string, f: OpenTaskFilter) => {
    const res = await request(t.app).get(`/api/blade-flow/work/${path}`).set('Blade-Auth', `bearer ${token}`).query(query);
    return { res, mapped: await openTasks(s.sql, createFlowNames(s), s.dates, f) };
  };
  return {
    todo: await answer('todo-list', { ...filter, assignee: HR_TASK_USER }),
    claim: await answer('claim-list', { ...filter, candidates: ['hr', HR_TASK_USER] }),
  };
}

/** The answer's records are the mapping's, as the same text; answers `mapped`'s length. */
function expectSame({ res, mapped }: Lists['todo']): number {
  expect(res.status).toBe(200);
  const n = mapped.length;
  expect(res.text).toContain(`{"code":200,"success":true,"data":{"records":${JSON.stringify(mapped)},"total":${n},"size":${n},"current":1,`);
  expect(res.body.data.records as BladeFlow[]).toEqual(mapped);
  return n;
}

/** Each zone's wall times of some of the instants, and a day of its spring clock change. */
const ZONES = [
  { zone: 'America/New_York', change: '2024-03-10', walls: {
    '2024-03-10T06:59:59.999Z': '2024-03-10 01:59:59', '2024-03-10T07:00:00.000Z': '2024-03-10 03:00:00',
    '2024-11-03T05:30:00.250Z': '2024-11-03 01:30:00', '1969-12-31T23:59:59.500Z': '1969-12-31 18:59:59' } },
  { zone: 'CET', change: '2024-03-31', walls: {
    '2024-03-31T00:59:59.000Z': '2024-03-31 01:59:59', '2024-03-31T01:00:00.000Z': '2024-03-31 03:00:00',
    '2024-07-01T12:00:00.000Z': '2024-07-01 14:00:00', '1969-12-31T23:59:59.500Z': '1970-01-01 00:59:59' } },
];

describe.each(ZONES)('the todo and claim lists in $zone', ({ zone, change, walls }) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { timeZone: zone } });
    const c = await flowClient(t);
    token = c.tokens.hr;
    await seed(t, await c.leaveDefinition());
  });

  it('are written by PostgreSQL as the record mapping writes them', async () => {
    expect(await t.app.services.zoned.reader()).toBeDefined();
    const { todo, claim } = await lists(t, token);
    expect(expectSame(todo)).toBe(INSTANTS.length);
    expect(expectSame(claim)).toBe(INSTANTS.length);
    // The mapping sees what the rows hold: the zone's wall time, escaped texts, the split business keys.
    const records = todo.mapped;
    const created = records.map((r) => r.createTime);
    for (const wall of Object.values(walls)) expect(created).toContain(wall);
    expect(records.map((r) => r.processDefinitionName)).toContain('Odd');
    expect(records.map((r) => r.categoryName)).toEqual(expect.arrayContaining(['请假流程', '报销流程', '']));
    expect(records.map((r) => r.businessTable)).toEqual(expect.arrayContaining(['a:b', 'no colon', '', 'table']));
    expect(records.every((r) => r.assigneeName === '人事')).toBe(true);
    expect(claim.mapped.every((r) => r.assigneeName === '' && r.status === 'claim')).toBe(true);
    // Gzipped for a client that accepts it, the same bytes plain for one that does not.
    expect(todo.res.headers['content-encoding']).toBe('gzip');
    const plain = await request(t.app).get('/api/blade-flow/work/todo-list').set('Blade-Auth', `bearer ${token}`).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.text).toBe(todo.res.text);
  });

  it('filter by category, definition name and creation dates in the zone as the mapping does', async () => {
    const queries: Record<string, string>[] = [
      { category: 'flow_1' }, { category: 'flow_2' }, { category: 'flow_9' }, { processDefinitionName: '普通' }, { processDefinitionName: '"反斜杠\\' },
      // The second after the clock change in, the second before it out.
      { beginDate: `${change} 03:00:00`, endDate: `${change} 23:59:59` }, { endDate: `${change} 01:59:58` },
      { category: 'flow_1', beginDate: '2024-01-01 00:00:00', endDate: '2024-12-31 23:59:59' },
    ];
    const counts = [];
    for (const query of queries) {
      const { todo, claim } = await lists(t, token, query);
      counts.push(expectSame(todo));
      expectSame(claim);
    }
    // Each filter keeps some tasks and leaves out others, except a category nobody uses.
    expect(counts[2]).toBe(0);
    for (const n of counts.filter((_, i) => i !== 2)) expect(n).toBeGreaterThan(0);
    for (const n of counts) expect(n).toBeLessThan(INSTANTS.length);
  });

  it('answer 400 in the envelope for a date that is not one', async () => {
    const { todo, claim } = await lists(t, token, { beginDate: 'yesterday' });
    for (const { res } of [todo, claim]) expect(res.body).toMatchObject({ code: 400, success: false });
  });

  it('write an empty assignee name for a user without one', async () => {
    await t.db.user.update({ where: { id: BigInt(USER_IDS.hr) }, data: { name: null } });
    const { todo } = await lists(t, token);
    expect(expectSame(todo)).toBe(INSTANTS.length);
    expect(todo.mapped.every((r) => r.assigneeName === '')).toBe(true);
  });
});

describe('a time zone PostgreSQL does not know', () => {
  it('leaves the lists to the record mapping, with the same answers', async () => {
    // ICU knows CTT (China Taiwan Time, an old Java name for Shanghai); PostgreSQL refuses it as a TimeZone.
    const t = await createTestApp({ config: { timeZone: 'CTT' } });
    const c = await flowClient(t);
    await seed(t, await c.leaveDefinition());
    expect(await t.app.services.zoned.reader()).toBeUndefined();
    const { todo, claim } = await lists(t, c.tokens.hr);
    expect(expectSame(todo)).toBe(INSTANTS.length);
    expect(expectSame(claim)).toBe(INSTANTS.length);
    expect(todo.mapped.find((r) => r.createTime?.startsWith('2024-07-01'))?.createTime).toBe('2024-07-01 20:00:00');
  });
});
