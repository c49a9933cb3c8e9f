// Names the flow records show: the category label (dict `flow`, key = the N of flow_N) and users' names behind
// `taskUser_<id>`.
import type { Services } from '../../services.ts';

export const TASK_USER = 'taskUser_';
export const taskUserOf = (userId: string | bigint) => `${TASK_USER}${userId}`;

/** The user id behind `taskUser_<id>`, or undefined for anything else. */
export function userIdOf(taskUser: string | null | undefined): bigint | undefined {
  const m = /^taskUser_(\d{1,19})$/.exec(taskUser ?? '');
  return m ? BigInt(m[1]!) : undefined;
}

export function createFlowNames(s: Pick<Services, 'db' | 'dictLabels'>) {
  return {
    category: (category: string | null | undefined) => s.dictLabels.label('flow', (category ?? '').replace(/^flow_/, '') || null),
    /** The `name` of each user behind the given task users (unknown ones are left out). */
    async users(taskUsers: Iterable<string | null | undefined>): Promise<Map<string, string>> {
      const ids = [...new Set([...taskUsers].map(userIdOf).filter((id): id is bigint => id !== undefined))];
      if (!ids.length) return new Map();
      const rows = await s.db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, realName: true } });
      return new Map(rows.map((r) => [taskUserOf(r.id), r.name || r.realName || '']));
    },
  };
}

export type FlowNames = ReturnType<typeof createFlowNames>;
