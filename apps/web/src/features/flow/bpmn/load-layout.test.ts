// A file without a diagram is laid out with its edges: every sequence flow gets an edge whose ends touch its source
// and target, left to right, a gateway's branches one above the other, a loop back routed, no shapes overlapping.
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { layOut } from './load-layout.ts';

type Box = { x: number; y: number; width: number; height: number };
type Point = { x: number; y: number };

const file = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" targetNamespace="t">${body}</definitions>`;

/** start → task → exclusive gateway → two tasks → end, and one branch loops back to the first task. No diagram and
 *  no <incoming>/<outgoing>, as a file written by hand. */
const LOOP = file(`
  <process id="p" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="apply" />
    <userTask id="apply" name="申请" />
    <sequenceFlow id="f2" sourceRef="apply" targetRef="gate" />
    <exclusiveGateway id="gate" />
    <sequenceFlow id="yes" sourceRef="gate" targetRef="approve" />
    <sequenceFlow id="no" sourceRef="gate" targetRef="adjust" />
    <userTask id="approve" name="审批" />
    <userTask id="adjust" name="调整" />
    <sequenceFlow id="f3" sourceRef="approve" targetRef="end" />
    <sequenceFlow id="back" sourceRef="adjust" targetRef="apply" />
    <endEvent id="end" />
  </process>`);

/** The shapes' bounds and the edges' waypoints of every diagram in the file, by the id of what they draw. */
async function diagram(xml: string) {
  const { rootElement } = await new BpmnModdle().fromXML(xml);
  const shapes = new Map<string, Box>();
  const edges = new Map<string, Point[]>();
  const flows: ModdleElement[] = [];
  for (const d of rootElement.get('diagrams') as ModdleElement[]) {
    for (const e of (d.get('plane') as ModdleElement).get('planeElement') as ModdleElement[]) {
      const id = (e.get('bpmnElement') as ModdleElement).get('id') as string;
      if (e.$instanceOf('bpmndi:BPMNShape')) shapes.set(id, e.get('bounds') as Box);
      else edges.set(id, e.get('waypoint') as Point[]);
    }
  }
  const pending = (rootElement.get('rootElements') as ModdleElement[]).filter((e) => e.$instanceOf('bpmn:Process'));
  for (let c = pending.pop(); c; c = pending.pop())
    for (const e of c.get('flowElements') as ModdleElement[]) {
      if (e.$instanceOf('bpmn:SequenceFlow')) flows.push(e);
      if (e.$instanceOf('bpmn:FlowElementsContainer')) pending.push(e);
    }
  return { shapes, edges, flows };
}

/** On the border of the box (within a pixel): where an edge meets its shape. */
const touches = (p: Point, b: Box) =>
  p.x >= b.x - 1 &&
  p.x <= b.x + b.width + 1 &&
  p.y >= b.y - 1 &&
  p.y <= b.y + b.height + 1 &&
  (Math.abs(p.x - b.x) <= 1 || Math.abs(p.x - b.x - b.width) <= 1 || Math.abs(p.y - b.y) <= 1 || Math.abs(p.y - b.y - b.height) <= 1);

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const idOf = (e: ModdleElement, ref: string) => (e.get(ref) as ModdleElement).get('id') as string;

/** Every flow but `undrawn` has an edge from its source's border to its target's, and no two shapes overlap. */
function expectDrawn({ shapes, edges, flows }: Awaited<ReturnType<typeof diagram>>, undrawn: string[] = []) {
  for (const flow of flows) {
    const id = flow.get('id') as string;
    const points = edges.get(id);
    if (undrawn.includes(id)) {
      expect(points, `${id} is not drawn`).toBeUndefined();
      continue;
    }
    expect(points?.length, `${id} has an edge`).toBeGreaterThanOrEqual(2);
    expect(touches(points![0]!, shapes.get(idOf(flow, 'sourceRef'))!), `${id} leaves its source`).toBe(true);
    expect(touches(points!.at(-1)!, shapes.get(idOf(flow, 'targetRef'))!), `${id} reaches its target`).toBe(true);
  }
  const boxes = [...shapes.entries()];
  for (const [i, [a, boxA]] of boxes.entries())
    for (const [b, boxB] of boxes.slice(i + 1)) expect(overlap(boxA, boxB), `${a} and ${b} overlap`).toBe(false);
}

describe('layOut', () => {
  it('gives every sequence flow an edge from its source to its target, left to right, without overlapping shapes', async () => {
    const laid = await layOut(LOOP);
    expect(laid.undrawn).toEqual([]);
    const drawn = await diagram(laid.xml);
    expect([...drawn.shapes.keys()].sort()).toEqual(['adjust', 'apply', 'approve', 'end', 'gate', 'start']);
    expect(drawn.flows.map((f) => f.get('id')).sort()).toEqual(['back', 'f1', 'f2', 'f3', 'no', 'yes']);
    expectDrawn(drawn);
    // Left to right, the gateway's two branches one above the other.
    const x = (id: string) => drawn.shapes.get(id)!.x;
    expect(x('start') < x('apply') && x('apply') < x('gate') && x('gate') < x('approve') && x('approve') < x('end')).toBe(true);
    expect(x('approve')).toBe(x('adjust'));
    expect(drawn.shapes.get('approve')!.y).not.toBe(drawn.shapes.get('adjust')!.y);
  });

  it('lays out the executable process of a collaboration, a collapsed sub-process and a boundary event', async () => {
    const laid = await layOut(
      file(`
  <collaboration id="c">
    <participant id="them" processRef="other" />
    <participant id="us" processRef="p" />
    <messageFlow id="m" sourceRef="send" targetRef="their" />
  </collaboration>
  <process id="other"><startEvent id="their" /></process>
  <process id="p" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="sub" />
    <subProcess id="sub">
      <startEvent id="inner" />
      <sequenceFlow id="i1" sourceRef="inner" targetRef="innerEnd" />
      <endEvent id="innerEnd" />
    </subProcess>
    <boundaryEvent id="late" attachedToRef="sub"><timerEventDefinition /></boundaryEvent>
    <sequenceFlow id="f2" sourceRef="sub" targetRef="send" />
    <sequenceFlow id="f3" sourceRef="late" targetRef="send" />
    <sendTask id="send" />
    <sequenceFlow id="f4" sourceRef="send" targetRef="end" />
    <endEvent id="end" />
  </process>`),
    );
    expect(laid.undrawn).toEqual([]);
    const { shapes, edges } = await diagram(laid.xml);
    for (const id of ['start', 'sub', 'late', 'send', 'end', 'inner', 'innerEnd']) expect(shapes.has(id), id).toBe(true);
    for (const id of ['f1', 'f2', 'f3', 'f4', 'i1']) expect(edges.get(id)?.length, id).toBeGreaterThanOrEqual(2);
  });

  it('leaves one flow undrawn, the first without which the graph lays out, when a branch goes straight to the merge', async () => {
    // bpmn-auto-layout 1.3.0 throws on this graph ("reading 'splice'") with all its flows.
    const laid = await layOut(
      file(`
  <process id="p" isExecutable="true">
    <startEvent id="start" />
    <exclusiveGateway id="split" />
    <userTask id="a" />
    <userTask id="b" />
    <exclusiveGateway id="merge" />
    <endEvent id="endA" />
    <endEvent id="end" />
    <sequenceFlow id="toSplit" sourceRef="start" targetRef="split" />
    <sequenceFlow id="toA" sourceRef="split" targetRef="a" />
    <sequenceFlow id="skip" sourceRef="split" targetRef="merge" />
    <sequenceFlow id="toB" sourceRef="split" targetRef="b" />
    <sequenceFlow id="bMerge" sourceRef="b" targetRef="merge" />
    <sequenceFlow id="aEnd" sourceRef="a" targetRef="endA" />
    <sequenceFlow id="toEnd" sourceRef="merge" targetRef="end" />
  </process>`),
    );
    expect(laid.undrawn).toEqual(['toA']);
    const drawn = await diagram(laid.xml);
    expect([...drawn.shapes.keys()].sort()).toEqual(['a', 'b', 'end', 'endA', 'merge', 'split', 'start']);
    expectDrawn(drawn, laid.undrawn);
  });
});
