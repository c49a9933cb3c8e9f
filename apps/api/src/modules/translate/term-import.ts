// Import of the term base, streamed: the upload goes to a file (term-import-store.ts), which is read back in batches
// of 1,000 rows (term-file.ts); each batch is checked (required fields, lengths, classification names, repeats
// inside the file) and its conflicts (an entry with the same chinese in the same classification) are looked up with
// one query. `preview` only counts and lists; `commit` inserts each batch's new rows with one INSERT and skips or
// overwrites (english, labels, remark) the conflicting ones, all in ONE transaction. Rows with errors are never
// written. Memory stays flat: one batch at a time, plus the keys seen so far (for repeats inside the file, at most
// IMPORT_MAX_ROWS short strings) and the first LISTED errors and conflicts.
import { translateRoutes } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import { translate } from '../../core/messages.ts';
import type { MessageKey } from '../../core/messages.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { currentContext } from '../../lib/request-context.ts';
import { classificationPaths } from './classification-paths.ts';
import type { DbClient, Tx } from '../../db/prisma.ts';
import type { EntryWriter } from '../../db/sql/translate-entries.ts';
import { entriesByChinese, insertEntries, overwriteEntries } from '../../db/sql/translate-entries.ts';
import { nextId } from '../../db/snowflake.ts';
import type { Services } from '../../services.ts';
import type { TermRow } from './term-file.ts';
import { HEADERS, termRowBatches } from './term-file.ts';
import type { TermColumn } from './term-file.ts';
import type { ImportState, ImportStore } from './term-import-store.ts';
import { createImportStore } from './term-import-store.ts';
import { detectTextEncoding } from '../../core/text-encoding.ts';

const LIMITS = { chinese: 500, english: 1000, labels: 500, remark: 500 } as const;
/** A column as the file's header names it in the messages: its Chinese header (中文, 英文, ...). */
const headerOf = (column: TermColumn) => HEADERS[column][1]!;
const BATCH = 1000;
/** How many errors and conflicts an answer lists (the counts are always complete). */
const LISTED = 200;
/** A 50,000-row commit takes seconds; Prisma's default of 5 s for an interactive transaction is far too short. */
const COMMIT_TIMEOUT_MS = 10 * 60 * 1000;

type Planned = { row: number; chinese: string; english: string; classificationId: bigint; labels: string | null; remark: string | null };
type Conflict = Planned & { existingId: bigint; existingEnglish: string };
type RowError = { row: number; reason: string };

/** What a whole import adds up to: complete counts, the first LISTED errors and conflicts, the first 20 new rows. */
function createTally() {
  const t = {
    total: 0,
    fresh: 0,
    conflictCount: 0,
    errorCount: 0,
    conflicts: [] as Conflict[],
    errors: [] as RowError[],
    sample: [] as Planned[],
    add(batch: { rows: number; fresh: Planned[]; conflicts: Conflict[]; errors: RowError[] }) {
      t.total += batch.rows;
      t.fresh += batch.fresh.length;
      t.conflictCount += batch.conflicts.length;
      t.errorCount += batch.errors.length;
      t.conflicts.push(...batch.conflicts.slice(0, LISTED - t.conflicts.length));
      t.errors.push(...batch.errors.slice(0, LISTED - t.errors.length));
      t.sample.push(...batch.fresh.slice(0, 20 - t.sample.length));
    },
  };
  return t;
}

/** Checks one batch of rows; `seen` carries the (classification, chinese) keys of earlier rows across batches. */
async function createPlanner(db: DbClient, user: AuthUser) {
  const language = currentContext().language;
  const say = (key: MessageKey, params?: Record<string, string | number>) => translate(key, language, params);
  const classes = await db.translateClassification.findMany({
    where: { tenantId: user.tenantId },
    select: { id: true, parentId: true, name: true },
  });
  const paths = classificationPaths(classes);
  const seen = new Map<string, number>();

  return async function plan(db: DbClient, rows: TermRow[]) {
    const errors: RowError[] = [];
    const planned: Planned[] = [];
    for (const { row, values, formulaWithoutValue } of rows) {
      const fail = (reason: string) => errors.push({ row, reason });
      if (formulaWithoutValue?.length) {
        fail(say('importFormulaNoValue', { field: headerOf(formulaWithoutValue[0]!) }));
        continue;
      }
      const chinese = values.chinese ?? '';
      const english = values.english ?? '';
      if (!chinese) {
        fail(say('importRequired', { field: headerOf('chinese') }));
        continue;
      }
      if (!english) {
        fail(say('importRequired', { field: headerOf('english') }));
        continue;
      }
      const tooLong = (Object.keys(LIMITS) as Array<keyof typeof LIMITS>).find((k) => [...(values[k] ?? '')].length > LIMITS[k]);
      if (tooLong) {
        fail(say('importTooLong', { field: headerOf(tooLong), max: LIMITS[tooLong] }));
        continue;
      }
      const className = values.classification ?? '';
      const lookup = className ? paths.lookup(className) : { found: 0n };
      if ('missing' in lookup) {
        fail(say('translateImportUnknownClassification', { name: className }));
        continue;
      }
      if ('ambiguous' in lookup) {
        fail(say('translateImportAmbiguousClassification', { name: className }));
        continue;
      }
      const classificationId = lookup.found;
      const key = `${classificationId}\u0000${chinese}`;
      const first = seen.get(key);
      if (first !== undefined) {
        fail(say('translateImportRepeated', { row: first }));
        continue;
      }
      seen.set(key, row);
      planned.push({ row, chinese, english, classificationId, labels: values.labels || null, remark: values.remark || null });
    }
    // Conflicts: existing entries of the caller's tenant with the same chinese in the same classification.
    // One array parameter (db/sql/translate-entries.ts): Prisma's IN list of 1,000 values cost far more than the query.
    const found = planned.length ? await entriesByChinese(db, user.tenantId, [...new Set(planned.map((p) => p.chinese))]) : [];
    const existing = new Map(found.map((f) => [`${f.classificationId}\u0000${f.chinese}`, f]));
    const fresh: Planned[] = [];
    const conflicts: Conflict[] = [];
    for (const p of planned) {
      const hit = existing.get(`${p.classificationId}\u0000${p.chinese}`);
      if (hit) conflicts.push({ ...p, existingId: hit.id, existingEnglish: hit.english });
      else fresh.push(p);
    }
    return { rows: rows.length, fresh, conflicts, errors };
  };
}

/** Who writes, for the audit columns (as the tenancy extension fills them). */
function writerOf(user: AuthUser): EntryWriter {
  const dept = user.deptIds[0] && /^\d+$/.test(user.deptIds[0]) ? BigInt(user.deptIds[0]) : null;
  return { userId: BigInt(user.userId), deptId: dept };
}

async function insertFresh(tx: Tx, user: AuthUser, fresh: Planned[]): Promise<void> {
  await insertEntries(
    tx,
    user.tenantId,
    writerOf(user),
    fresh.map((p) => ({ ...p, id: nextId() })),
  );
}

/** The ids come from the tenant-scoped lookup of `plan`; the statement names the tenant again. */
async function overwrite(tx: Tx, user: AuthUser, conflicts: Conflict[]): Promise<void> {
  await overwriteEntries(
    tx,
    user.tenantId,
    writerOf(user),
    conflicts.map((c) => ({ id: c.existingId, english: c.english, labels: c.labels, remark: c.remark })),
  );
}

const conflictView = (c: Conflict) => ({
  row: c.row,
  chinese: c.chinese,
  english: c.english,
  existingId: c.existingId,
  existingEnglish: c.existingEnglish,
});

/** Runs `work` over the stored file's batches, saving the rows done after each one; a failure marks the import failed. */
async function walk(store: ImportStore, state: ImportState, work: (rows: TermRow[]) => Promise<void>): Promise<number> {
  let done = 0;
  try {
    for await (const rows of termRowBatches(store.fileOf(state.importId, state.ext), state.ext, BATCH)) {
      await work(rows);
      done += rows.length;
      await store.save({ ...state, rowsDone: done });
    }
    return done;
  } catch (error) {
    await store.remove(state);
    await store.save({ ...state, phase: 'failed', rowsDone: done });
    throw error;
  }
}

export function mountTermImport(mount: Mount, s: Pick<Services, 'config' | 'db'>): void {
  const store = createImportStore(s.config.dataDir);

  mount(translateRoutes.importPreview, async ({ query }, { req, res, user }) => {
    const state = await store.receive(req, res, translateRoutes.importPreview.upload, user, 'previewing', query.importId);
    const plan = await createPlanner(s.db, user);
    const tally = createTally();
    const total = await walk(store, state, async (rows) => tally.add(await plan(s.db, rows)));
    // The file stays for the commit, which names it by importId (the client uploads once).
    await store.save({ ...state, phase: 'previewed', rowsDone: total, total });
    return {
      importId: state.importId,
      // Which encoding a CSV was read in (a Chinese Excel saves GB18030); a spreadsheet has no encoding to choose
      // (its text is Unicode inside), so nothing is said about one.
      encoding: state.ext === 'csv' ? await detectTextEncoding(store.fileOf(state.importId, state.ext)) : '',
      total: tally.total,
      insertable: tally.fresh,
      conflictCount: tally.conflictCount,
      conflicts: tally.conflicts.map(conflictView),
      errorCount: tally.errorCount,
      errors: tally.errors,
      sample: tally.sample.map((p) => ({ row: p.row, chinese: p.chinese, english: p.english })),
    };
  });

  mount(translateRoutes.importCommit, async ({ query }, { req, res, user }) => {
    // A multipart body is a new upload (importId, when given, is the id the client chose for it); without one, the
    // commit takes the file a preview stored.
    let state: ImportState;
    if (req.is('multipart/form-data')) {
      state = await store.receive(req, res, translateRoutes.importCommit.upload, user, 'committing', query.importId);
    } else {
      if (!query.importId) throw badRequest('uploadFileMissing');
      state = await store.load(query.importId, user);
      if (state.phase !== 'previewed') throw badRequest('translateImportDone');
      state = { ...state, phase: 'committing', rowsDone: 0 };
      await store.save(state);
    }
    const tally = createTally();
    const result = await s.db.$transaction(
      async (tx) => {
        const plan = await createPlanner(tx, user);
        await walk(store, state, async (rows) => {
          const batch = await plan(tx, rows);
          tally.add(batch);
          await insertFresh(tx, user, batch.fresh);
          if (query.conflict === 'overwrite') await overwrite(tx, user, batch.conflicts);
        });
        return {
          importId: state.importId,
          inserted: tally.fresh,
          overwritten: query.conflict === 'overwrite' ? tally.conflictCount : 0,
          skipped: query.conflict === 'skip' ? tally.conflictCount : 0,
          errorCount: tally.errorCount,
          errors: tally.errors,
        };
      },
      { timeout: COMMIT_TIMEOUT_MS, maxWait: 10_000 },
    );
    // Committed: the file goes, the state stays (swept later) so that a poller sees the end.
    await store.remove({ importId: state.importId, ext: state.ext });
    await store.save({ ...state, phase: 'committed', rowsDone: tally.total, total: tally.total });
    return result;
  });

  mount(translateRoutes.importProgress, async ({ query }, { user }) => {
    const state = await store.load(query.importId, user);
    return { importId: state.importId, phase: state.phase, rowsDone: state.rowsDone, total: state.total };
  });
}
