// The role aliases the tenant's deployed processes name as candidate groups (its own definitions and the common
// ones every tenant starts): renaming or deleting such a role would leave their tasks with nobody to claim them.
// Used by the role alias rules beside it. Groups given by an expression (`${...}`) are not fixed aliases.
import { hasExpression, parseBpmn } from '@blade/workflow';
import type { DbClient } from '../../../db/prisma.ts';

export async function candidateGroupAliases(db: DbClient, tenantId: string): Promise<Set<string>> {
  const deployments = await db.flowDeployment.findMany({ where: { flowTenant: { in: ['', tenantId] } }, select: { xml: true } });
  const aliases = new Set<string>();
  for (const { xml } of deployments) {
    // A stored definition the current checks refuse (deployed under older rules) names no group we can read.
    const spec = await parseBpmn(xml).catch(() => null);
    for (const task of spec?.userTasks ?? []) {
      for (const group of (task.candidateGroups ?? '').split(',').map((g) => g.trim())) {
        if (group && !hasExpression(group)) aliases.add(group);
      }
    }
  }
  return aliases;
}
