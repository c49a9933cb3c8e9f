// The everyday words (common-terms.ts) for an install whose starter term base came before them. Decision: only an
// install that took the starter term base (its four root classifications are there) gets them, and only the words its
// tenant has no entry for, removed ones included: a term base of one's own gets nothing, a word a manager edited
// keeps their text, one they removed stays removed.
import { COMMON_CLASS } from '@blade/prisma/seed/starter-classes.ts';
import { nextId } from '../db/snowflake.ts';
import { chineseEverEntered, insertEntries } from '../db/sql/translate-entries.ts';
import type { SeedTx } from './seed.ts';
import { starterTermBase } from './starter-term-file.ts';
import { starterClassifications } from './starter-terms.ts';

export const COMMON_WORDS_STEP = 'starter-common-words-v1';

export async function addCommonWords(tx: SeedTx, { tenantId, userId }: { tenantId: string; userId: bigint }): Promise<void> {
  const roots = starterClassifications().map((c) => c.name);
  if ((await tx.translateClassification.count({ where: { tenantId, parentId: 0n, name: { in: roots } } })) < roots.length) return;
  const { common } = starterTermBase();
  const present = await chineseEverEntered(
    tx,
    tenantId,
    common.map((t) => t.chinese),
  );
  const adding = common.filter((t) => !present.has(t.chinese));
  if (!adding.length) return;
  const existing = await tx.translateClassification.findFirst({ where: { tenantId, parentId: 0n, name: COMMON_CLASS } });
  const classificationId = existing?.id ?? nextId();
  if (!existing) {
    const sort = (await tx.translateClassification.count({ where: { tenantId, parentId: 0n } })) + 1;
    const audit = { tenantId, createUser: userId, updateUser: userId };
    await tx.translateClassification.create({ data: { ...audit, id: classificationId, parentId: 0n, name: COMMON_CLASS, sort } });
  }
  await insertEntries(
    tx,
    tenantId,
    { userId, deptId: null },
    adding.map((t) => ({ id: nextId(), chinese: t.chinese, english: t.english, classificationId, labels: null, remark: null })),
  );
}
