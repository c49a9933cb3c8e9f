// Import of the term base: `preview` checks every row (required fields, lengths, classification names, repeats
// inside the file) and finds conflicts (an entry with the same chinese in the same classification) without
// writing; `commit` re-reads the same file and, in one transaction, inserts the new rows in batches and skips or
// overwrites (english, labels, remark) the conflicting ones. Rows with errors are never written.
import { translateRoutes } from '@blade/contract';
import { translate } from '../../core/messages.ts';
import type { MessageKey } from '../../core/messages.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { AuthUser } from '../../core/request-context.ts';
import { currentContext } from '../../core/request-context.ts';
import type { DbClient } from '../../db/prisma.ts';
import { nextId } from '../../db/snowflake.ts';
import type { Services } from '../../services.ts';
import type { TermRow } from './term-file.ts';
import { readTermFile } from './term-file.ts';

const LIMITS = { chinese: 500, english: 1000, labels: 500, remark: 500 } as const;
const BATCH = 1000;
/** How many errors and conflicts an answer lists (the counts are always complete). */
const LISTED = 200;

type Planned = { row: number; chinese: string; english: string; classificationId: bigint; labels: string | null; remark: string | null };
type Conflict = Planned & { existingId: bigint; existingEnglish: string };

async function plan(db: DbClient, user: AuthUser, rows: TermRow[]) {
  const language = currentContext().language;
  const say = (key: MessageKey, params?: Record<string, string | number>) => translate(key, language, params);
  const classes = await db.translateClassification.findMany({ where: { tenantId: user.tenantId }, select: { id: true, name: true } });
  const classByName = new Map(classes.map((c) => [c.name, c.id]));
  const errors: Array<{ row: number; reason: string }> = [];
  const planned: Planned[] = [];
  const seen = new Map<string, number>();
  for (const { row, values } of rows) {
    const fail = (reason: string) => errors.push({ row, reason });
    const chinese = values.chinese ?? '';
    const english = values.english ?? '';
    if (!chinese) { fail(say('translateImportRequired', { field: '中文' })); continue; }
    if (!english) { fail(say('translateImportRequired', { field: '英文' })); continue; }
    const tooLong = (Object.keys(LIMITS) as Array<keyof typeof LIMITS>).find((k) => [...(values[k] ?? '')].length > LIMITS[k]);
    if (tooLong) { fail(say('translateImportTooLong', { field: tooLong, max: LIMITS[tooLong] })); continue; }
    const className = values.classification ?? '';
    const classificationId = className ? classByName.get(className) : 0n;
    if (classificationId === undefined) { fail(say('translateImportUnknownClassification', { name: className })); continue; }
    const key = `${classificationId}\u0000${chinese}`;
    const first = seen.get(key);
    if (first !== undefined) { fail(say('translateImportRepeated', { row: first })); continue; }
    seen.set(key, row);
    planned.push({ row, chinese, english, classificationId, labels: values.labels || null, remark: values.remark || null });
  }
  // Conflicts: existing entries of the caller's tenant with the same chinese in the same classification.
  const existing = new Map<string, { id: bigint; english: string }>();
  for (let i = 0; i < planned.length; i += 5000) {
    const found = await db.translateEntry.findMany({
      where: { tenantId: user.tenantId, chinese: { in: planned.slice(i, i + 5000).map((p) => p.chinese) } },
      select: { id: true, chinese: true, english: true, classificationId: true },
    });
    for (const f of found) existing.set(`${f.classificationId}\u0000${f.chinese}`, { id: f.id, english: f.english });
  }
  const fresh: Planned[] = [];
  const conflicts: Conflict[] = [];
  for (const p of planned) {
    const hit = existing.get(`${p.classificationId}\u0000${p.chinese}`);
    if (hit) conflicts.push({ ...p, existingId: hit.id, existingEnglish: hit.english });
    else fresh.push(p);
  }
  return { total: rows.length, fresh, conflicts, errors };
}

const listed = <T>(items: T[]) => items.slice(0, LISTED);
const conflictView = (c: Conflict) => ({ row: c.row, chinese: c.chinese, english: c.english, existingId: c.existingId, existingEnglish: c.existingEnglish });

export function mountTermImport(mount: Mount, s: Services): void {
  mount(translateRoutes.importPreview, async (_input, { req, res, user }) => {
    const result = await plan(s.db, user, await readTermFile(req, res));
    return {
      total: result.total, insertable: result.fresh.length,
      conflictCount: result.conflicts.length, conflicts: listed(result.conflicts).map(conflictView),
      errorCount: result.errors.length, errors: listed(result.errors),
      sample: result.fresh.slice(0, 20).map((p) => ({ row: p.row, chinese: p.chinese, english: p.english })),
    };
  });

  mount(translateRoutes.importCommit, async ({ query }, { req, res, user }) => {
    const rows = await readTermFile(req, res);
    return s.db.$transaction(async (tx) => {
      const result = await plan(tx, user, rows);
      for (let i = 0; i < result.fresh.length; i += BATCH) {
        await tx.translateEntry.createMany({
          data: result.fresh.slice(i, i + BATCH).map(({ row: _row, ...p }) => ({ ...p, id: nextId(), tenantId: user.tenantId })),
        });
      }
      if (query.conflict === 'overwrite') {
        for (const c of result.conflicts) {
          await tx.translateEntry.update({ where: { id: c.existingId }, data: { english: c.english, labels: c.labels, remark: c.remark } });
        }
      }
      return {
        inserted: result.fresh.length,
        overwritten: query.conflict === 'overwrite' ? result.conflicts.length : 0,
        skipped: query.conflict === 'skip' ? result.conflicts.length : 0,
        errorCount: result.errors.length, errors: listed(result.errors),
      };
    }, { timeout: 120_000 });
  });
}
