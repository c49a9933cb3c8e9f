// Attack: one BPMN text holds the event loop for every tenant. normalizeBpmn ran a regular expression whose time
// grew with the square of the text: 144 kB of `<process ` took 3.9 s (and /api/health waited as long), and the
// routes took 2 MB. Now the text is read by one SAX pass, so the same payloads are refused (or deployed) at once,
// text inside CDATA stays as written, and anything above 512 KB is refused before it is parsed, at every entry:
// model save, upload deploy, deploy of a stored model. Nothing is stored by a refusal. How long each parser may take
// is the hostile-input test's business (parser-time-budget.test.ts).
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BPMN_BYTES } from '@blade/workflow';
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
const upload = (xml: string) =>
  request(t.server)
    .post('/api/blade-flow/manager/deploy-upload')
    .set(auth())
    .field('category', 'flow_1')
    .field('tenantIds', '')
    .attach('files', Buffer.from(xml), 'Attack.bpmn20.xml');
const stored = async () => ({
  models: await t.db.flowModel.count(),
  deployments: await t.db.flowDeployment.count(),
  definitions: await t.db.flowDefinition.count(),
});

/**
 * A deployable process (no isExecutable: Flowable's default) documented by the given CDATA texts: the process's own
 * (stored as the definition's description) and its user task's (read, not stored).
 */
const documented = (text: string, taskText = '', id = 'Documented') => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" targetNamespace="t">
  <process id="${id}" name="说明很长的流程">
    <documentation><![CDATA[${text}]]></documentation>
    <startEvent id="start"/><userTask id="hr" name="人事审批" camunda:candidateGroups="hr"><documentation><![CDATA[${taskText}]]></documentation></userTask><endEvent id="end"/>
    <sequenceFlow id="a" sourceRef="start" targetRef="hr"/><sequenceFlow id="b" sourceRef="hr" targetRef="end"/>
  </process>
</definitions>`;

/** The payload, grown past the limit. */
const OVERSIZED = '<process '.repeat(Math.ceil((MAX_BPMN_BYTES + 1) / 9));

describe('BPMN that took the old normaliser quadratic time', () => {
  it("refuses the issue's 144 kB of `<process ` (16 000 elements: past the element budget), on save and on upload, storing nothing", async () => {
    const before = await stored();
    const xml = '<process '.repeat(16_000);
    for (const res of [await saveModel(xml), await upload(xml)]) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ code: 400, success: false });
      expect(res.body.msg).toMatch(/^流程文件的元素过多/);
    }
    expect(await stored()).toEqual(before);
  });

  it('deploys a process whose documentation holds `<process ` in CDATA (20 000 of them in a task), the text kept as written', async () => {
    const text = '<process '.repeat(400).trim();
    const res = await upload(documented(text, '<process '.repeat(20_000)));
    expect(res.body, JSON.stringify(res.body).slice(0, 300)).toMatchObject({ code: 200, success: true });
    const definition = await t.db.flowDefinition.findFirstOrThrow({ where: { key: 'Documented' } });
    // The old normaliser rewrote every `<process ` of the text, CDATA or not.
    expect(definition.description).toBe(text);
  });

  it('refuses, naming the limit, what does not fit where a definition is stored; nothing is stored', async () => {
    const before = await stored();
    const longId = await upload(documented('', '', `P${'x'.repeat(60)}`));
    expect(longId.status).toBe(400);
    expect(longId.body).toMatchObject({ code: 400, success: false });
    expect(longId.body.msg).toMatch(/^流程标识 Px+ 过长,最多\d+个字符$/);
    const longText = await upload(documented('说'.repeat(4001)));
    expect(longText.status).toBe(400);
    expect(longText.body).toMatchObject({ code: 400, success: false, msg: '流程的 documentation 过长,最多4000个字符' });
    expect(await stored()).toEqual(before);
  });
});

describe('BPMN above the size limit', () => {
  it('is refused on save with the limit named, storing nothing', async () => {
    const before = await stored();
    const res = await saveModel(OVERSIZED);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg: '流程文件过大,上限为512 KB' });
    expect((await saveModel(OVERSIZED).set('Accept-Language', 'en')).body.msg).toBe('The BPMN file is too large (limit 512 KB)');
    expect(await stored()).toEqual(before);
  });

  it('is refused on upload while it streams in, storing nothing', async () => {
    const before = await stored();
    const res = await upload(OVERSIZED);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, success: false, msg: '流程文件过大,上限为512 KB' });
    expect(await stored()).toEqual(before);
  });

  it('is refused when a stored model that large is deployed (saved before the limit), deploying nothing', async () => {
    const model = await t.db.flowModel.create({
      data: {
        id: crypto.randomUUID(),
        name: '旧模型',
        modelKey: 'Old',
        modelEditorXml: documented('说'.repeat(MAX_BPMN_BYTES / 3 + 1)),
        version: 1,
        modelType: 0,
        flowTenant: '',
      },
    });
    const before = await stored();
    const res = await request(t.server)
      .post('/api/blade-flow/model/deploy')
      .set(auth())
      .query({ modelId: model.id, category: 'flow_1', tenantIds: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, success: false, msg: '流程文件过大,上限为512 KB' });
    expect(await stored()).toEqual(before);
  });
});
