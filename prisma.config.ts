// Prisma CLI configuration. Migrations run through the WebAssembly schema engine and the pg driver adapter,
// so the CLI never needs a native engine (none can be downloaded on our machines).
import path from 'node:path';
import { defineConfig } from 'prisma/config';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

// adapter-pg 6.19 cannot deserialize the catalog types `name` (oid 19) and `"char"` (oid 18) that the
// schema engine reads during introspection (prisma/prisma#27403). Reporting them as text fixes it.
const CATALOG_TEXT_OIDS = new Set([18, 19]);
const TEXT_OID = 25;

function relabelCatalogTypes(result: unknown): unknown {
  const results = Array.isArray(result) ? result : [result];
  for (const r of results as Array<{ fields?: Array<{ dataTypeID: number }> }>) {
    for (const field of r?.fields ?? []) {
      if (CATALOG_TEXT_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID;
    }
  }
  return result;
}

class MigrationClient extends pg.Client {
  // pg's query() has many overloads (promise, callback, submittable); wrap both result paths.
  override query(...args: any[]): any {
    const callbackIndex = args.findIndex((a) => typeof a === 'function');
    if (callbackIndex >= 0) {
      const callback = args[callbackIndex];
      args[callbackIndex] = (err: unknown, res: unknown) => callback(err, err ? res : relabelCatalogTypes(res));
      return (super.query as any)(...args);
    }
    const out = (super.query as any)(...args);
    return out && typeof out.then === 'function' ? out.then(relabelCatalogTypes) : out;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  async adapter() {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, Client: MigrationClient as any });
    return new PrismaPg(pool);
  },
});
