import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;
export { Prisma } from '../generated/prisma/client.ts';

/** The one Prisma client of a running API: the JS query engine over node-postgres, no native engine. */
export function createPrisma(databaseUrl: string, poolSize = 10): Db {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: poolSize });
  return new PrismaClient({ adapter });
}

/** The client or a transaction of it: helpers that may join a caller's transaction take this. */
export type DbClient = Db | import('../generated/prisma/client.ts').Prisma.TransactionClient;
