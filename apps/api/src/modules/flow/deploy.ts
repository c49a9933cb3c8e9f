// Deploying BPMN: every resource is parsed and validated first, then all of them are stored in one transaction,
// once per tenant (or once without tenant: a common process). Definition ids are `Key:version:deploymentId`,
// versions counted per key and tenant.
import type { ProcessSpec } from '@blade/workflow';
import { assertBpmnBudget, parseBpmn } from '@blade/workflow';
import { badRequest } from '../../core/app-error.ts';
import type { Db, Tx } from '../../db/prisma.ts';
import { nextId } from '../../db/snowflake.ts';
import { flowCall } from './flow-errors.ts';
import { lockForTransaction } from '../../db/sql/locks.ts';

export type DeployResource = { resourceName: string; xml: string };
export type Deployed = { deploymentId: bigint; definitionId: string; tenantId: string };

type Parsed = DeployResource & { spec: ProcessSpec };

/** The columns a definition is stored in (act_re_procdef): what does not fit is refused, never cut or failed on. */
const COLUMN = { id: 64, name: 255, description: 4000, resourceName: 255 };

function assertFits({ spec, resourceName }: Parsed): void {
  if (spec.name.length > COLUMN.name) throw badRequest('flowTextTooLong', { field: 'name', max: COLUMN.name });
  if (spec.description.length > COLUMN.description)
    throw badRequest('flowTextTooLong', { field: 'documentation', max: COLUMN.description });
  if (resourceName.length > COLUMN.resourceName) throw badRequest('flowTextTooLong', { field: 'resourceName', max: COLUMN.resourceName });
}

/**
 * Parses every resource (throws the first refusal as an AppError) before anything is written. The element budget
 * covers all resources together, checked before the engine parses the first: the parse is what costs CPU.
 */
export async function parseResources(resources: DeployResource[]): Promise<Parsed[]> {
  const parsed = await flowCall(async () => {
    assertBpmnBudget(resources.map((r) => r.xml));
    return Promise.all(resources.map(async (r) => ({ ...r, spec: await parseBpmn(r.xml) })));
  });
  parsed.forEach(assertFits);
  return parsed;
}

async function store(tx: Tx, r: Parsed, category: string | null, tenantId: string): Promise<Deployed> {
  // Serialises deployments of one key and tenant, so two of them never pick the same version.
  await lockForTransaction(tx, `flow-deploy:${r.spec.key}:${tenantId}`);
  const last = await tx.flowDefinition.findFirst({
    where: { key: r.spec.key, flowTenant: tenantId },
    orderBy: { version: 'desc' },
    select: { version: true },
  });
  const version = (last?.version ?? 0) + 1;
  const deploymentId = nextId();
  const definitionId = `${r.spec.key}:${version}:${deploymentId}`;
  // Blade's id format puts the key first; the transaction is rolled back, so nothing of the deployment stays.
  if (definitionId.length > COLUMN.id)
    throw badRequest('flowKeyTooLong', { key: r.spec.key, max: COLUMN.id - (definitionId.length - r.spec.key.length) });
  await tx.flowDeployment.create({
    data: { id: deploymentId, name: r.spec.name, category, flowTenant: tenantId, resourceName: r.resourceName, xml: r.xml },
  });
  await tx.flowDefinition.create({
    data: {
      id: definitionId,
      key: r.spec.key,
      name: r.spec.name,
      description: r.spec.description || null,
      version,
      category,
      deploymentId,
      resourceName: r.resourceName,
      flowTenant: tenantId,
    },
  });
  return { deploymentId, definitionId, tenantId };
}

/** Deploys parsed resources for each tenant ('' = common) inside the caller's transaction. */
export async function storeDeployments(tx: Tx, resources: Parsed[], category: string | null, tenantIds: string[]): Promise<Deployed[]> {
  const out: Deployed[] = [];
  for (const tenantId of tenantIds.length ? tenantIds : ['']) {
    for (const r of resources) out.push(await store(tx, r, category, tenantId));
  }
  return out;
}

/** Parses, then deploys in one transaction. */
export async function deploy(db: Db, resources: DeployResource[], category: string | null, tenantIds: string[]): Promise<Deployed[]> {
  const parsed = await parseResources(resources);
  return db.$transaction((tx) => storeDeployments(tx, parsed, category, tenantIds), { timeout: 30_000 });
}
