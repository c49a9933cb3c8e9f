import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from './database.ts';
import { modelTraits, NOT_TENANT_SCOPED } from './model-traits.ts';
import { createPrisma } from './prisma.ts';
import { runtimeModels } from './runtime-models.ts';

// The tenancy extension relies on these traits; read from the client, they must say what schema.prisma says.
const schema = readFileSync(SCHEMA_FILE, 'utf8');
const models = [...schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)].map(([, name, body]) => ({ name: name!, body: body! }));
const having = (pattern: RegExp) => new Set(models.filter((m) => pattern.test(m.body)).map((m) => m.name));

describe('model traits', () => {
  // No connection is made: the client only describes its models.
  const client = runtimeModels(createPrisma('postgresql://nobody@127.0.0.1:1/none'));
  const traits = modelTraits(client);

  it('match the columns of schema.prisma', () => {
    // Tenant rows carry tenant_id but are the tenants themselves; LoginAttempt is keyed by tenant, not scoped by it.
    const tenantColumn = having(/^\s+tenantId\s/m);
    tenantColumn.delete('Tenant');
    tenantColumn.delete('LoginAttempt');
    expect(traits.tenant).toEqual(tenantColumn);
    expect(traits.softDelete).toEqual(having(/^\s+isDeleted\s/m));
    expect(traits.audited).toEqual(having(/^\s+createUser\s/m));
    expect(traits.snowflake).toEqual(having(/^\s+id\s+BigInt\s+@id/m));
  });

  it('leave unscoped only models Prisma has, each with a tenant column', () => {
    // A misspelt or renamed model here would silently scope the model it meant to leave alone.
    const withTenantColumn = (name: string) => client[name]?.fields.some((f) => f.name === 'tenantId') ?? false;
    expect([...NOT_TENANT_SCOPED].filter((name) => !withTenantColumn(name))).toEqual([]);
  });

  it('scope the business tables one expects', () => {
    expect([...traits.tenant]).toEqual(expect.arrayContaining(['User', 'Post', 'Notice', 'FlowTask']));
    expect(traits.tenant.has('Tenant')).toBe(false);
    expect(traits.tenant.has('FlowModel')).toBe(false);
    expect(traits.softDelete.has('Post')).toBe(true);
    expect(traits.snowflake.has('Menu')).toBe(true);
  });
});
