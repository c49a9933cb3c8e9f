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

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as { then?: unknown } | null)?.then === 'function';

class MigrationClient extends pg.Client {
  // pg's query() has many overloads (promise, callback, submittable); wrap both result paths.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one signature overriding every overload at once
  override query(...given: any[]): any {
    const args: unknown[] = given;
    const run = super.query.bind(this) as unknown as (...args: unknown[]) => unknown;
    const callbackIndex = args.findIndex((a) => typeof a === 'function');
    if (callbackIndex >= 0) {
      const callback = args[callbackIndex] as (err: unknown, res: unknown) => void;
      args[callbackIndex] = (err: unknown, res: unknown) => callback(err, err ? res : relabelCatalogTypes(res));
      return run(...args);
    }
    const out = run(...args);
    return isThenable(out) ? out.then(relabelCatalogTypes) : out;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join('prisma', 'schema.prisma'),
  migrations: { path: path.join('prisma', 'migrations') },
  async adapter() {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, Client: MigrationClient });
    return new PrismaPg(pool);
  },
});
