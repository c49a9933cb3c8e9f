import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { withTenancy } from './tenancy.ts';

export { Prisma } from '../generated/prisma/client.ts';

/**
 * The one Prisma client of a running API: the JS query engine over node-postgres (no native engine), with the
 * tenancy extension (tenant scope, soft delete, audit columns, ids) on every query.
 */
export function createPrisma(databaseUrl: string, poolSize = 10) {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolSize });
  return withTenancy(new PrismaClient({ adapter }));
}

export type Db = ReturnType<typeof createPrisma>;
/** A transaction of the client: helpers that may join a caller's transaction take `DbClient`. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];
export type DbClient = Db | Tx;
