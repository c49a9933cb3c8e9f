// The step memo replays the engine's answer only to the same question: same definition, same stored state, same
// activity, and every expression the engine read answering the same now. Anything else runs the engine.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSourceCache, WorkflowService } from '../src/index.ts';
import { forgetAnswers, remember, replay, stepKey } from '../src/step-memo.ts';
import { MemoryStore } from './memory-store.ts';

const outcome = (state: unknown) => ({
  state: state as never,
  ended: false,
  events: [{ kind: 'start' as const, activityId: 'a', name: 'A', type: 'bpmn:UserTask', at: new Date(0) }],
  waits: [],
});

describe('the step memo', () => {
  beforeEach(() => forgetAnswers());

  it('answers only when every read answers as before, with a state of its own each time', () => {
    const key = stepKey('D:1:1', { definitions: [] }, 'hrTask');
    remember(key, [{ text: '${days > 3}', answer: 'true' }], outcome({ definitions: [{ id: 'Def' }] }));
    expect(replay(key, () => 'false')).toBeUndefined();
    const first = replay(key, () => 'true')!;
    const second = replay(key, () => 'true')!;
    expect(first.state).toEqual({ definitions: [{ id: 'Def' }] });
    expect(first.state).not.toBe(second.state);
    expect(first.events[0]!.at.getTime()).toBeGreaterThan(0);
  });

  it('keys on the stored state and the activity', () => {
    remember(stepKey('D:1:1', { definitions: [], n: 1 }, 'hrTask'), [], outcome({ definitions: [] }));
    expect(replay(stepKey('D:1:1', { definitions: [], n: 2 }, 'hrTask'), () => '')).toBeUndefined();
    expect(replay(stepKey('D:1:1', { definitions: [], n: 1 }, 'bossTask'), () => '')).toBeUndefined();
    expect(replay(stepKey('D:1:2', { definitions: [], n: 1 }, 'hrTask'), () => '')).toBeUndefined();
    expect(replay(stepKey('D:1:1', { definitions: [], n: 1 }, 'hrTask'), () => '')).toBeDefined();
  });
});

describe('replayed steps on the workflow service', () => {
  const xml = readFileSync(new URL('./leave.bpmn', import.meta.url), 'utf8');

  it('take each instance its own way: the decision read from its own variables, as the engine would', async () => {
    clearSourceCache();
    const store = new MemoryStore();
    store.definitions.set('Leave:1:1', { id: 'Leave:1:1', xml, suspended: false });
    const flow = new WorkflowService(store);
    const path = async (days: number) => {
      const { instanceId } = await flow.start({
        definitionId: 'Leave:1:1',
        tenantId: '000000',
        businessKey: null,
        startUser: 'taskUser_1',
        variables: { days, taskUser: 'taskUser_2' },
      });
      const [hrTask] = store.openTasks(instanceId);
      await flow.complete({ taskId: hrTask!.id, user: 'taskUser_2', comment: '', pass: true });
      return store.openTasks(instanceId).map((t) => t.activityId);
    };
    // The first of each runs the engine, the rest replay it; the answers must not cross.
    for (const days of [5, 2, 5, 2, 4, 1]) expect(await path(days)).toEqual([days > 3 ? 'bossTask' : 'managerTak']);
  });
});
