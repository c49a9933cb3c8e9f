// Who works on a user task, read from either way BPMN files say it: the Camunda/Flowable attributes (assignee,
// candidateUsers, candidateGroups) or the standard human performers, as Flowable reads them: `<humanPerformer>` names
// the assignee, `<potentialOwner>` lists candidates as `user(kermit), group(management)` (a bare name is a group).
// The attributes win where both say something; the values may hold `${expressions}`, resolved when the task opens.

export type Actors = { assignee?: string; candidateUsers?: string; candidateGroups?: string };

type Resource = { type?: string; expression?: string };
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const joined = (list: string[]) => (list.length ? list.join(',') : undefined);

/** The actors of a user task from its bpmn-engine behaviour (attributes and `resources`). */
export function actorsOf(behaviour: Record<string, unknown>): Actors {
  const resources = (Array.isArray(behaviour.resources) ? behaviour.resources : []) as Resource[];
  let performer: string | undefined;
  const users: string[] = [];
  const groups: string[] = [];
  for (const resource of resources) {
    const expression = text(resource.expression);
    if (!expression) continue;
    if (resource.type === 'bpmn:HumanPerformer') performer ??= expression;
    if (resource.type !== 'bpmn:PotentialOwner') continue;
    for (const part of expression.split(',')) {
      const item = part.trim();
      const typed = /^(user|group)\(\s*(.+?)\s*\)$/.exec(item);
      if (typed?.[1] === 'user') users.push(typed[2]!);
      else if (typed) groups.push(typed[2]!);
      else if (item) groups.push(item);
    }
  }
  return {
    assignee: text(behaviour.assignee) ?? performer,
    candidateUsers: text(behaviour.candidateUsers) ?? joined(users),
    candidateGroups: text(behaviour.candidateGroups) ?? joined(groups),
  };
}
