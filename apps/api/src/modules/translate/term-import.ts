// Import of the term base, streamed: the upload goes to a file (term-import-store.ts), which is read back in batches
// of 1,000 rows (term-file.ts); each batch is checked (required fields, lengths, classification names) and its
// conflicts (an entry with the same chinese in the same classification) are looked up with one query. Rows of one
// term (the same chinese in the same classification) make one group: later rows fold into the first (term-merge.ts).
// `preview` only counts and lists; `commit` inserts each batch's new terms with one INSERT and keeps, overwrites or
// merges each conflicting term as its row's choice says (or the choice for all), all in ONE transaction. Rows with
// errors are never written. Memory: one batch of rows at a time, plus one small group per term seen (the file's
// own fields, never more than the file's text) and the first LISTED errors, conflicts and duplicate groups.
import { IMPORT_LISTED, translateRoutes } from '@blade/contract';
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
import type { ConflictChoice, TermFields } from './term-merge.ts';
import { foldRow, resolve } from './term-merge.ts';

const LIMITS = { chinese: 500, english: 1000, labels: 500, remark: 500 } as const;
/** A column as the file's header names it in the messages: its Chinese header (中文, 英文, ...). */
const headerOf = (column: TermColumn) => HEADERS[column][1]!;
const BATCH = 1000;
/** How many errors, conflicts and duplicate groups an answer lists (the counts are always complete). */
const LISTED = IMPORT_LISTED;
/** How many rows of one term a duplicate or conflict lists, and how many distinct Englishes of it. */
const GROUP_LISTED = 20;
/** A 50,000-row commit takes seconds; Prisma's default of 5 s for an interactive transaction is far too short. */
const COMMIT_TIMEOUT_MS = 10 * 60 * 1000;

type RowError = { row: number; reason: string };
type Existing = TermFields & { id: bigint };
/** One term of the file: its first row, the file's rows of it folded, and what the base holds of it. */
type Group = {
  row: number;
  chinese: string;
  classificationId: bigint;
  fields: TermFields;
  rowCount: number;
  /** Made at its second row (a term of one row, the usual case, holds no lists): its rows listed (GROUP_LISTED),
   * and the distinct non-empty Englishes they gave, in row order (more than one shows as a clash). */
  repeats?: { rows: number[]; englishes: string[] };
  existing: Existing | null;
  /** At commit: the entry its rows are written to, or null when the base's entry is kept. */
  target?: bigint | null;
  choice?: ConflictChoice;
};
type Batch = {
  rows: number;
  /** Terms first met in this batch (their rows in it folded). */
  created: Group[];
  /** Terms of earlier batches that got more rows in this one. */
  grown: Set<Group>;
  /** Terms whose second row came in this batch. */
  duplicated: Group[];
  duplicateRows: number;
  errors: RowError[];
};

/** What a whole import adds up to: complete counts, the first LISTED errors, conflicts and duplicates, 20 new terms. */
function createTally() {
  const t = {
    total: 0,
    fresh: 0,
    conflictCount: 0,
    duplicateCount: 0,
    errorCount: 0,
    conflicts: [] as Group[],
    duplicates: [] as Group[],
    errors: [] as RowError[],
    sample: [] as Group[],
    add(batch: Batch) {
      const fresh = batch.created.filter((g) => !g.existing);
      const conflicts = batch.created.filter((g) => g.existing);
      t.total += batch.rows;
      t.fresh += fresh.length;
      t.conflictCount += conflicts.length;
      t.duplicateCount += batch.duplicateRows;
      t.errorCount += batch.errors.length;
      t.conflicts.push(...conflicts.slice(0, LISTED - t.conflicts.length));
      t.duplicates.push(...batch.duplicated.slice(0, LISTED - t.duplicates.length));
      t.errors.push(...batch.errors.slice(0, LISTED - t.errors.length));
      t.sample.push(...fresh.slice(0, 20 - t.sample.length));
    },
  };
  return t;
}

/** A later row of a term: folded into its group, listed while the group lists fewer than GROUP_LISTED. */
function addRow(group: Group, row: number, fields: TermFields): void {
  const repeats = (group.repeats ??= { rows: [group.row], englishes: group.fields.english ? [group.fields.english] : [] });
  group.fields = foldRow(group.fields, fields);
  group.rowCount += 1;
  if (repeats.rows.length < GROUP_LISTED) repeats.rows.push(row);
  if (fields.english && !repeats.englishes.includes(fields.english) && repeats.englishes.length < GROUP_LISTED)
    repeats.englishes.push(fields.english);
}

/** Checks one batch of rows; `seen` carries the terms of earlier batches (by classification and chinese). */
async function createPlanner(db: DbClient, user: AuthUser) {
  const language = currentContext().language;
  const say = (key: MessageKey, params?: Record<string, string | number>) => translate(key, language, params);
  const classes = await db.translateClassification.findMany({
    where: { tenantId: user.tenantId },
    select: { id: true, parentId: true, name: true },
  });
  const paths = classificationPaths(classes);
  const seen = new Map<string, Group>();

  return async function plan(db: DbClient, rows: TermRow[]): Promise<Batch> {
    const errors: RowError[] = [];
    const valid: Array<{ row: number; chinese: string; classificationId: bigint; key: string; fields: TermFields }> = [];
    for (const { row, values, formulaWithoutValue } of rows) {
      const fail = (reason: string) => errors.push({ row, reason });
      if (formulaWithoutValue?.length) {
        fail(say('importFormulaNoValue', { field: headerOf(formulaWithoutValue[0]!) }));
        continue;
      }
      const chinese = values.chinese ?? '';
      if (!chinese) {
        fail(say('importRequired', { field: headerOf('chinese') }));
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
      const fields = { english: values.english ?? '', labels: values.labels || null, remark: values.remark || null };
      valid.push({ row, chinese, classificationId, key: `${classificationId}\u0000${chinese}`, fields });
    }
    // Conflicts: existing entries of the caller's tenant with the same chinese in the same classification, looked up
    // before the rows are grouped, so that a row without English can be told apart: fine for a term the base holds.
    // One array parameter (db/sql/translate-entries.ts): Prisma's IN list of 1,000 values cost far more than the query.
    const unseen = [...new Set(valid.filter((v) => !seen.has(v.key)).map((v) => v.chinese))];
    const found = unseen.length ? await entriesByChinese(db, user.tenantId, unseen) : [];
    const existing = new Map(found.map((f) => [`${f.classificationId}\u0000${f.chinese}`, f]));
    const created: Group[] = [];
    const grown = new Set<Group>();
    const duplicated: Group[] = [];
    let duplicateRows = 0;
    for (const v of valid) {
      const group = seen.get(v.key);
      if (group) {
        addRow(group, v.row, v.fields);
        duplicateRows += 1;
        if (group.rowCount === 2) duplicated.push(group);
        if (group.target !== undefined) grown.add(group);
        continue;
      }
      const hit = existing.get(v.key);
      // A new term needs its English on its first row; later rows may leave it empty (the earlier one stays).
      if (!hit && !v.fields.english) {
        errors.push({ row: v.row, reason: say('importRequired', { field: headerOf('english') }) });
        continue;
      }
      const g: Group = {
        row: v.row,
        chinese: v.chinese,
        classificationId: v.classificationId,
        fields: v.fields,
        rowCount: 1,
        existing: hit ? { id: hit.id, english: hit.english, labels: hit.labels, remark: hit.remark } : null,
      };
      seen.set(v.key, g);
      created.push(g);
    }
    errors.sort((a, b) => a.row - b.row);
    return { rows: rows.length, created, grown, duplicated, duplicateRows, errors };
  };
}

/** Who writes, for the audit columns (as the tenancy extension fills them). */
function writerOf(user: AuthUser): EntryWriter {
  const dept = user.deptIds[0] && /^\d+$/.test(user.deptIds[0]) ? BigInt(user.deptIds[0]) : null;
  return { userId: BigInt(user.userId), deptId: dept };
}

type Choices = { all: ConflictChoice; byRow: Map<number, ConflictChoice> };

/** What a term's entry holds once written: the file's fields, or the choice applied to the base's entry. */
const written = (g: Group): TermFields => (g.existing && g.choice ? resolve(g.existing, g.fields, g.choice) : g.fields);

/**
 * Writes one batch: its new terms inserted, its conflicting terms kept, overwritten or merged, and the terms of
 * earlier batches that got more rows rewritten with them. Answers how many terms each choice took.
 */
async function writeBatch(tx: Tx, user: AuthUser, batch: Batch, choices: Choices): Promise<Record<ConflictChoice, number>> {
  const counts = { keep: 0, overwrite: 0, merge: 0 };
  const inserts: Array<TermFields & { id: bigint; chinese: string; classificationId: bigint }> = [];
  const updates: Array<TermFields & { id: bigint }> = [];
  for (const g of batch.created) {
    if (!g.existing) {
      g.target = nextId();
      inserts.push({ ...g.fields, id: g.target, chinese: g.chinese, classificationId: g.classificationId });
      continue;
    }
    g.choice = choices.byRow.get(g.row) ?? choices.all;
    counts[g.choice] += 1;
    g.target = g.choice === 'keep' ? null : g.existing.id;
    if (g.target) updates.push({ ...written(g), id: g.target });
  }
  for (const g of batch.grown) if (g.target) updates.push({ ...written(g), id: g.target });
  await insertEntries(tx, user.tenantId, writerOf(user), inserts);
  // The ids come from the tenant-scoped lookup of `plan` (or the inserts above); the statement names the tenant again.
  await overwriteEntries(tx, user.tenantId, writerOf(user), updates);
  return counts;
}

const rowsOf = (g: Group) => ({ rows: g.repeats?.rows ?? [g.row], rowCount: g.rowCount });
const conflictView = (g: Group) => ({
  row: g.row,
  ...rowsOf(g),
  chinese: g.chinese,
  ...g.fields,
  existingId: g.existing!.id,
  existingEnglish: g.existing!.english,
  existingLabels: g.existing!.labels,
  existingRemark: g.existing!.remark,
});
const duplicateView = (g: Group) => ({
  row: g.row,
  ...rowsOf(g),
  chinese: g.chinese,
  english: g.fields.english,
  labels: g.fields.labels,
  englishes: g.repeats?.englishes ?? [],
});

/** The commit's choices, refused whole (nothing written) unless each names a row the preview listed a conflict under. */
function choicesOf(state: ImportState, all: ConflictChoice | 'skip', list: Array<{ row: number; choice: ConflictChoice }>): Choices {
  const allowed = new Set(state.conflictRows ?? []);
  const byRow = new Map<number, ConflictChoice>();
  for (const { row, choice } of list) {
    if (!allowed.has(row) || byRow.has(row)) throw badRequest('translateImportChoiceRow', { row });
    byRow.set(row, choice);
  }
  return { all: all === 'skip' ? 'keep' : all, byRow };
}

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
    // The file stays for the commit, which names it by importId (the client uploads once), and so do the rows the
    // conflicts were listed under: the commit's choices may name those and no other.
    await store.save({ ...state, phase: 'previewed', rowsDone: total, total, conflictRows: tally.conflicts.map((g) => g.row) });
    return {
      importId: state.importId,
      // Which encoding a CSV was read in (a Chinese Excel saves GB18030); a spreadsheet has no encoding to choose
      // (its text is Unicode inside), so nothing is said about one.
      encoding: state.ext === 'csv' ? await detectTextEncoding(store.fileOf(state.importId, state.ext)) : '',
      total: tally.total,
      insertable: tally.fresh,
      conflictCount: tally.conflictCount,
      conflicts: tally.conflicts.map(conflictView),
      duplicateCount: tally.duplicateCount,
      duplicates: tally.duplicates.map(duplicateView),
      errorCount: tally.errorCount,
      errors: tally.errors,
      sample: tally.sample.map((g) => ({ row: g.row, chinese: g.chinese, english: g.fields.english })),
    };
  });

  mount(translateRoutes.importCommit, async ({ query, body }, { req, res, user }) => {
    // A multipart body is a new upload (importId, when given, is the id the client chose for it); without one, the
    // commit takes the file a preview stored, claimed so that it is committed once.
    let state: ImportState;
    let choices: Choices;
    if (req.is('multipart/form-data')) {
      state = await store.receive(req, res, translateRoutes.importCommit.upload, user, 'committing', query.importId);
      // Its body is the file, not JSON: no per-row choices (no preview listed rows); the choice for all applies.
      choices = choicesOf(state, query.conflict, body.choices);
    } else {
      if (!query.importId) throw badRequest('uploadFileMissing');
      state = await store.load(query.importId, user);
      if (state.phase !== 'previewed') throw badRequest('translateImportDone');
      choices = choicesOf(state, query.conflict, body.choices);
      await store.claim(state.importId);
      state = { ...state, phase: 'committing', rowsDone: 0 };
      await store.save(state);
    }
    const tally = createTally();
    const counts = { keep: 0, overwrite: 0, merge: 0 };
    const result = await s.db.$transaction(
      async (tx) => {
        const plan = await createPlanner(tx, user);
        await walk(store, state, async (rows) => {
          const batch = await plan(tx, rows);
          tally.add(batch);
          const done = await writeBatch(tx, user, batch, choices);
          for (const c of ['keep', 'overwrite', 'merge'] as const) counts[c] += done[c];
        });
        return {
          importId: state.importId,
          inserted: tally.fresh,
          overwritten: counts.overwrite,
          merged: counts.merge,
          skipped: counts.keep,
          duplicateCount: tally.duplicateCount,
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
