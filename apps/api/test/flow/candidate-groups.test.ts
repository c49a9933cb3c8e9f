// The role aliases deployed processes name as candidate groups (what the role guard protects from renaming).
import { beforeAll, expect, it } from 'vitest';
import { candidateGroupAliases } from '../../src/modules/system/role/process-candidate-groups.ts';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

it("answers the common Leave process's groups for any tenant, and a tenant's own definitions' groups for it only", async () => {
  expect([...(await candidateGroupAliases(t.db, '000000'))].sort()).toEqual(['boss', 'manager']);
  const xml = (await t.db.flowDeployment.findFirstOrThrow({ where: { flowTenant: '' } })).xml.replace(
    'candidateGroups="boss"',
    'candidateGroups="boss, finance,${dynamic}"',
  );
  await t.db.flowDeployment.create({ data: { id: 42n, name: 'x', flowTenant: '123456', resourceName: 'x.bpmn', xml } });
  expect([...(await candidateGroupAliases(t.db, '123456'))].sort()).toEqual(['boss', 'finance', 'manager']);
  expect(await candidateGroupAliases(t.db, '000000')).not.toContain('finance');
});
