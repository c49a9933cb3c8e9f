import type { Cache } from '../../../core/cache.ts';
import type { Db } from '../../../db/prisma.ts';

export type ParamRecord = { id: bigint; paramName: string; paramKey: string; paramValue: string; remark: string | null };

export function createParamService(db: Db, cache: Cache) {
  const all = () =>
    cache.get('params', () =>
      db.param.findMany({
        where: { isDeleted: 0 },
        orderBy: { id: 'asc' },
        select: { id: true, paramName: true, paramKey: true, paramValue: true, remark: true },
      }),
    );

  return {
    async byKey(key: string): Promise<ParamRecord | undefined> {
      return (await all()).find((p) => p.paramKey === key);
    },
    async value(key: string, fallback: string): Promise<string> {
      return (await this.byKey(key))?.paramValue ?? fallback;
    },
    async numberValue(key: string, fallback: number): Promise<number> {
      const n = Number(await this.value(key, String(fallback)));
      return Number.isFinite(n) ? n : fallback;
    },
    async list(keys: readonly string[]): Promise<ParamRecord[]> {
      return (await all()).filter((p) => keys.includes(p.paramKey));
    },
  };
}

export type ParamService = ReturnType<typeof createParamService>;
