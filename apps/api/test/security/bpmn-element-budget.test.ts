// Attack: a valid BPMN process costs the engine's parsers (bpmn-engine and moddle) about a tenth of a millisecond
// of CPU per XML element, diagram shapes included: a process of a few thousand elements, well under the 512 KB
// limit, took a second or two, and a deploy upload takes up to 20 files, so one request held the server for tens
// of seconds. Now one request reads at most MAX_BPMN_ELEMENTS elements, one file or all the files of an upload
// together, counted by the SAX pass before the engine parses anything; real processes stay far below it.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BPMN_ELEMENTS } from '@blade/workflow';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t);
});

const auth = () => ({ 'Blade-Auth': `bearer ${admin}` });
const saveModel = (xml: string) =>
  request(t.server).post('/api/blade-flow/model/submit').set(auth()).send({ name: '攻击', modelKey: 'Attack', modelEditorXml: xml });
const upload = (xmls: string[]) => {
  const req = request(t.server)
    .post('/api/blade-flow/manager/deploy-upload')
    .set(auth())
    .field('category', 'flow_1')
    .field('tenantIds', '');
  for (const [i, xml] of xmls.entries()) void req.attach('files', Buffer.from(xml), `Chain${i}.bpmn20.xml`);
  return req;
};
const stored = async () => ({
  models: await t.db.flowModel.count(),
  deployments: await t.db.flowDeployment.count(),
  definitions: await t.db.flowDefinition.count(),
});

/** A deployable process `id` of `tasks` user tasks in a row, drawn: 7 elements per task, 7 more around them. */
function chain(id: string, tasks: number, head = '') {
  const nodes: string[] = [];
  const flows: string[] = [];
  const shapes: string[] = [];
  for (let i = 0; i < tasks; i += 1) {
    nodes.push(`<userTask id="t${i}" name="审批${i}" camunda:candidateGroups="hr"/>`);
    flows.push(`<sequenceFlow id="f${i}" sourceRef="${i ? `t${i - 1}` : 'start'}" targetRef="t${i}"/>`);
    shapes.push(
      `<bpmndi:BPMNShape id="s${i}" bpmnElement="t${i}"><dc:Bounds x="${i * 120}" y="0" width="100" height="80"/></bpmndi:BPMNShape>`,
      `<bpmndi:BPMNEdge id="e${i}" bpmnElement="f${i}"><di:waypoint x="${i * 120}" y="40"/><di:waypoint x="${i * 120 + 20}" y="40"/></bpmndi:BPMNEdge>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>${head}
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" targetNamespace="t">
<process id="${id}" name="长流程"><startEvent id="start"/>${nodes.join('')}${flows.join('')}<sequenceFlow id="fe" sourceRef="t${tasks - 1}" targetRef="end"/><endEvent id="end"/></process>
<bpmndi:BPMNDiagram id="d"><bpmndi:BPMNPlane id="pl" bpmnElement="${id}">${shapes.join('')}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram></definitions>`;
}

/** Tasks for a process of about `elements` elements. */
const tasksFor = (elements: number) => Math.floor((elements - 7) / 7);

describe('BPMN element budget of one request', () => {
  it('refuses on save a process past the budget (far under the byte limit), storing nothing', async () => {
    const before = await stored();
    const xml = chain('Big', tasksFor(MAX_BPMN_ELEMENTS + 100));
    expect(Buffer.byteLength(xml)).toBeLessThan((512 * 1024) / 2);
    const res = await saveModel(xml);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg: `流程文件的元素过多(含流程图),一次最多${MAX_BPMN_ELEMENTS}个` });
    expect((await saveModel(xml).set('Accept-Language', 'en')).body.msg).toBe(
      `The BPMN holds too many elements (diagram included): at most ${MAX_BPMN_ELEMENTS} in one request`,
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses an upload of 20 files each under the budget but past it together, deploying none of them', async () => {
    const before = await stored();
    const files = Array.from({ length: 20 }, (_, i) => chain(`Part${i}`, tasksFor(MAX_BPMN_ELEMENTS / 2)));
    const res = await upload(files);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg: `流程文件的元素过多(含流程图),一次最多${MAX_BPMN_ELEMENTS}个` });
    expect(await stored()).toEqual(before);
  });

  it('counts the elements of a text the SAX reader gives up on (undeclared entities) all the same', async () => {
    const before = await stored();
    const entities = `<!-- ${'x'.repeat(10)} -->${'&undeclared;'.repeat(200)}`;
    const res = await saveModel(
      chain('Hidden', tasksFor(MAX_BPMN_ELEMENTS + 100)).replace(
        '<startEvent id="start"/>',
        `<documentation>${entities}</documentation><startEvent id="start"/>`,
      ),
    );
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg: `流程文件的元素过多(含流程图),一次最多${MAX_BPMN_ELEMENTS}个` });
    expect(await stored()).toEqual(before);
  });

  it('deploys real-sized processes: two files of 1 400 elements, diagrams included, in one upload', async () => {
    const res = await upload([chain('RealA', tasksFor(1400)), chain('RealB', tasksFor(1400))]);
    expect(res.body, JSON.stringify(res.body).slice(0, 300)).toMatchObject({ code: 200, success: true });
    expect(await t.db.flowDefinition.count({ where: { key: { in: ['RealA', 'RealB'] } } })).toBe(2);
  });
});
