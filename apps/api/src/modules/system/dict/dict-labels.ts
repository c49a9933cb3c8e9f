// Dictionary labels for VO fields such as `categoryName` (dictValue of a system dict entry by code and key).
import type { Cache } from '../../../core/cache.ts';
import type { Db } from '../../../db/prisma.ts';

export function createDictLabels(db: Db, cache: Cache) {
  const entries = (code: string) =>
    cache.get(`dict-labels:${code}`, async () => {
      const rows = await db.dict.findMany({ where: { code, parentId: { not: 0n } }, select: { dictKey: true, dictValue: true } });
      return new Map(rows.map((r) => [r.dictKey, r.dictValue]));
    });
  return {
    async label(code: string, key: string | number | null | undefined): Promise<string> {
      if (key === null || key === undefined) return '';
      return (await entries(code)).get(String(key)) ?? '';
    },
  };
}

export type DictLabels = ReturnType<typeof createDictLabels>;
