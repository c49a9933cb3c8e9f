// The modeler's own properties provider, after Camunda's (bpmn-js-properties-panel): a user task's assignee and
// candidates are picked from the tenant's users and roles by name and stored as Blade stores them (`taskUser_<id>`
// for people, role aliases for groups; other values such as `${applyUser}` stay and can be kept), and the groups of
// features the engine refuses or ignores (listeners, scripts, jobs, connectors, ...) are left out.
import { h } from '@bpmn-io/properties-panel/preact';
import { SelectEntry, isSelectEntryEdited, isTextFieldEntryEdited, useError } from '@bpmn-io/properties-panel';
import { useService } from 'bpmn-js-properties-panel';

export type Choice = { value: string; label: string };
/** Who can work on a task: users as `taskUser_<id>`, roles by alias. */
export type Directory = { users: Choice[]; roles: Choice[] };

type ModdleElement = { $type: string; get: (name: string) => unknown; $parent?: ModdleElement; flowElements?: ModdleElement[] };
type Shape = { businessObject: ModdleElement };
type Entry = { id: string; component: (props: { element: Shape }) => unknown; isEdited?: (node: HTMLElement) => boolean };
type Group = { id: string; entries: Entry[] };
type CommandStack = { execute: (command: string, context: object) => void };
type Translate = (text: string) => string;

/** Groups of what the engine refuses (listeners, scripts) or does not run (jobs, external tasks, mappings...). */
const LEFT_OUT = new Set([
  'CamundaPlatform__ExecutionListener',
  'CamundaPlatform__TaskListener',
  'CamundaPlatform__Script',
  'CamundaPlatform__AsynchronousContinuations',
  'CamundaPlatform__JobExecution',
  'CamundaPlatform__ExternalTask',
  'CamundaPlatform__Implementation',
  'CamundaPlatform__ConnectorInput',
  'CamundaPlatform__ConnectorOutput',
  'CamundaPlatform__FieldInjection',
  'CamundaPlatform__Input',
  'CamundaPlatform__Output',
  'CamundaPlatform__InMapping',
  'CamundaPlatform__OutMapping',
  'CamundaPlatform__InMappingPropagation',
  'CamundaPlatform__OutMappingPropagation',
  'CamundaPlatform__CallActivity',
  'CamundaPlatform__HistoryCleanup',
  'CamundaPlatform__Tasklist',
  'CamundaPlatform__CandidateStarter',
  'CamundaPlatform__Errors',
]);
/** Entries of the user-assignment group the engine does not read. */
const UNUSED_ENTRIES = new Set(['followUpDate', 'priority']);

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const split = (value: unknown) =>
  str(value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The choices, then any value held that is not one of them (an expression, someone of another tenant): kept. */
function withHeld(choices: Choice[], held: string[]): Choice[] {
  const known = new Set(choices.map((c) => c.value));
  return [...choices, ...held.filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))];
}

/** The initiator variable of the process's start event (`camunda:initiator`), offered as "the initiator" to assign. */
function initiatorOf(task: ModdleElement): string | undefined {
  let process = task.$parent;
  while (process && process.$type !== 'bpmn:Process') process = process.$parent;
  const start = process?.flowElements?.find((e) => e.$type === 'bpmn:StartEvent' && e.get('camunda:initiator'));
  return start ? str(start.get('camunda:initiator')) : undefined;
}

function update(commandStack: CommandStack, element: Shape, property: string, value: string) {
  commandStack.execute('element.updateModdleProperties', {
    element,
    moddleElement: element.businessObject,
    properties: { [property]: value || undefined },
  });
}

function assigneeEntry(directory: Directory): Entry['component'] {
  return function BladeAssignee({ element }) {
    const commandStack = useService<CommandStack>('commandStack');
    const translate = useService<Translate>('translate');
    const held = str(element.businessObject.get('camunda:assignee'));
    const initiator = initiatorOf(element.businessObject);
    const choices: Choice[] = [
      { value: '', label: translate('<none>') },
      ...(initiator ? [{ value: `\${${initiator}}`, label: translate('Initiator') }] : []),
      ...directory.users,
    ];
    return SelectEntry({
      element,
      id: 'assignee',
      label: translate('Assignee'),
      getValue: () => held,
      setValue: (value) => update(commandStack, element, 'camunda:assignee', value),
      getOptions: () => withHeld(choices, held ? [held] : []),
    });
  };
}

/** A multiple choice stored comma-separated, as the engine reads candidate users and groups. */
function pickEntry(id: string, label: string, property: string, choices: Choice[]): Entry['component'] {
  return function BladePick({ element }) {
    const commandStack = useService<CommandStack>('commandStack');
    const translate = useService<Translate>('translate');
    const error = useError(id);
    const held = split(element.businessObject.get(property));
    const options = withHeld(choices, held);
    const inputId = `bio-properties-panel-${id}`;
    const onChange = (event: Event) => {
      const picked = [...(event.target as HTMLSelectElement).selectedOptions].map((o) => o.value);
      update(commandStack, element, property, picked.join(','));
    };
    return h('div', { class: 'bio-properties-panel-entry', 'data-entry-id': id }, [
      h('label', { for: inputId, class: 'bio-properties-panel-label' }, translate(label)),
      h(
        'select',
        {
          id: inputId,
          name: id,
          multiple: true,
          size: Math.min(6, Math.max(3, options.length)),
          class: 'bio-properties-panel-input',
          onChange,
        },
        options.map((o) => h('option', { value: o.value, selected: held.includes(o.value) }, o.label)),
      ),
      error ? h('div', { class: 'bio-properties-panel-error' }, error) : null,
    ]);
  };
}

class BladePropertiesProvider {
  static $inject = ['propertiesPanel', 'config.bladeDirectory'];
  private readonly entries: Record<string, Entry>;

  constructor(propertiesPanel: { registerProvider: (priority: number, provider: object) => void }, directory: Directory) {
    // After Camunda's provider (priority 500): it receives the groups Camunda's made.
    propertiesPanel.registerProvider(200, this);
    const empty: Directory = { users: [], roles: [] };
    const d = directory ?? empty;
    this.entries = {
      assignee: { id: 'assignee', component: assigneeEntry(d), isEdited: isSelectEntryEdited },
      candidateGroups: {
        id: 'candidateGroups',
        component: pickEntry('candidateGroups', 'Candidate groups', 'camunda:candidateGroups', d.roles),
        isEdited: isTextFieldEntryEdited,
      },
      candidateUsers: {
        id: 'candidateUsers',
        component: pickEntry('candidateUsers', 'Candidate users', 'camunda:candidateUsers', d.users),
        isEdited: isTextFieldEntryEdited,
      },
    };
  }

  getGroups() {
    return (groups: Group[]) =>
      groups
        .filter((g) => !LEFT_OUT.has(g.id))
        .map((g) =>
          g.id === 'CamundaPlatform__UserAssignment'
            ? { ...g, entries: g.entries.filter((e) => !UNUSED_ENTRIES.has(e.id)).map((e) => this.entries[e.id] ?? e) }
            : g,
        );
  }
}

export const BladePropertiesModule = {
  __init__: ['bladePropertiesProvider'],
  bladePropertiesProvider: ['type', BladePropertiesProvider],
};
