import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from './database.ts';
import { AUDITED_MODELS, SNOWFLAKE_MODELS, SOFT_DELETE_MODELS, TENANT_MODELS } from './model-traits.ts';

// The tenancy extension relies on these lists; a model added to the schema without them would go unscoped.
const schema = readFileSync(SCHEMA_FILE, 'utf8');
const models = [...schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)].map(([, name, body]) => ({ name: name!, body: body! }));
const having = (pattern: RegExp) => new Set(models.filter((m) => pattern.test(m.body)).map((m) => m.name));

describe('model traits', () => {
  it('match the columns of schema.prisma', () => {
    // Tenant rows carry tenant_id but are the tenants themselves; LoginFailure is keyed by tenant, not scoped by it.
    const tenantColumn = having(/^\s+tenantId\s/m);
    tenantColumn.delete('Tenant');
    tenantColumn.delete('LoginFailure');
    expect(tenantColumn).toEqual(TENANT_MODELS);
    expect(having(/^\s+isDeleted\s/m)).toEqual(SOFT_DELETE_MODELS);
    expect(having(/^\s+createUser\s/m)).toEqual(AUDITED_MODELS);
    expect(having(/^\s+id\s+BigInt\s+@id/m)).toEqual(SNOWFLAKE_MODELS);
  });
});
