// The role aliases deployed processes name as candidate groups: renaming or removing such a role would leave its
// tasks without anyone to do them, so the role module protects them (system/role/role-alias-rules.ts).
// Read from the stored BPMN of every deployment of the tenant and the common ones (tenant ''), old versions
// included: their running instances still hand tasks to those groups.
import type { DbClient } from '../../db/prisma.ts';

const CANDIDATE_GROUPS = /\b(?:camunda|flowable|activiti):candidateGroups\s*=\s*(["'])(.*?)\1/g;

/** The literal group names of one BPMN document; expressions (`${...}`) name no fixed role and are skipped. */
export function candidateGroupsOf(xml: string): string[] {
  const groups: string[] = [];
  for (const match of xml.matchAll(CANDIDATE_GROUPS)) {
    for (const name of match[2]!.split(',').map((g) => g.trim())) if (name && !name.includes('${') && !name.includes('#{')) groups.push(name);
  }
  return groups;
}

export async function candidateGroupAliases(db: DbClient, tenantId: string): Promise<Set<string>> {
  const deployments = await db.flowDeployment.findMany({ where: { flowTenant: { in: [tenantId, ''] } }, select: { xml: true } });
  return new Set(deployments.flatMap((d) => candidateGroupsOf(d.xml)));
}
