// Imports the rows of a region spreadsheet in one transaction. Each row is checked alone first (codes, name, sort,
// lengths, repeated codes); then, as region submit does, an existing code is updated (isCovered=1; refused
// otherwise) and a new one hangs below its parent, from the database or from another row of the file, with
// ancestors, level and level columns computed from it. A file's ancestors or level that disagree are reported.
// Failed rows are reported (row number + reason) and not written; the others are.
import { badRequest } from '../../../core/app-error.ts';
import type { MessageKey } from '../../../core/messages.ts';
import { translate } from '../../../core/messages.ts';
import { currentContext } from '../../../lib/request-context.ts';
import type { Db, Tx } from '../../../db/prisma.ts';
import type { RegionColumn, RegionSheetRow } from './region-excel.ts';
import { REGION_COLUMNS } from './region-excel.ts';
import type { Region, RegionBody } from './region-submit.ts';
import { regionBelow, updateRegion } from './region-submit.ts';

type RegionImportFailure = { row: number; code: string; reason: string };
type RegionImportReport = { total: number; inserted: number; updated: number; failed: RegionImportFailure[] };

type Problem = [MessageKey, Record<string, string | number>?];
type Candidate = { row: RegionSheetRow; body: RegionBody };

const CODE = /^\d{1,12}$/;
const SORT = /^-?\d{1,6}$/;
const caption = (key: RegionColumn) => REGION_COLUMNS.find((c) => c.key === key)!.header;

function check(row: RegionSheetRow): RegionBody | Problem {
  const v = row.values;
  const formula = row.formulaWithoutValue[0];
  if (formula) return ['importFormulaNoValue', { field: caption(formula) }];
  for (const key of ['code', 'parentCode', 'name'] as const) if (!v[key]) return ['importRequired', { field: caption(key) }];
  for (const key of ['code', 'parentCode'] as const)
    if (!CODE.test(v[key]!)) return ['importBadValue', { field: caption(key), value: v[key]! }];
  if (v.name!.length > 32) return ['importTooLong', { field: caption('name'), max: 32 }];
  if ((v.remark ?? '').length > 255) return ['importTooLong', { field: caption('remark'), max: 255 }];
  if (v.sort && !SORT.test(v.sort)) return ['importBadValue', { field: caption('sort'), value: v.sort }];
  return { code: v.code!, parentCode: v.parentCode!, name: v.name!, sort: v.sort ? Number(v.sort) : 1, remark: v.remark ?? null };
}

/** The file's ancestors and level, when given, must be those the parent makes. */
function mismatch(row: RegionSheetRow, computed: Region): Problem | undefined {
  const { ancestors, regionLevel } = row.values;
  if (ancestors !== undefined && ancestors !== computed.ancestors) {
    return ['regionImportMismatch', { field: caption('ancestors'), value: ancestors, expected: computed.ancestors }];
  }
  if (regionLevel !== undefined && regionLevel !== String(computed.regionLevel)) {
    return ['regionImportMismatch', { field: caption('regionLevel'), value: regionLevel, expected: computed.regionLevel }];
  }
  return undefined;
}

export async function importRegions(db: Db, rows: RegionSheetRow[], covered: boolean): Promise<RegionImportReport> {
  const language = currentContext().language;
  const failed: RegionImportFailure[] = [];
  const fail = (row: RegionSheetRow, [key, params]: Problem) =>
    failed.push({ row: row.row, code: row.values.code ?? '', reason: translate(key, language, params) });

  const candidates: Candidate[] = [];
  const firstRow = new Map<string, number>();
  for (const row of rows) {
    const body = check(row);
    if (Array.isArray(body)) fail(row, body);
    else if (firstRow.has(body.code)) fail(row, ['regionImportDuplicate', { code: body.code, row: firstRow.get(body.code)! }]);
    else {
      firstRow.set(body.code, row.row);
      candidates.push({ row, body });
    }
  }

  let inserted = 0;
  let updated = 0;
  const write = async (tx: Tx) => {
    const existing = new Map(
      (await tx.region.findMany({ where: { code: { in: candidates.map((c) => c.body.code) } } })).map((r) => [r.code, r]),
    );
    const fresh: Candidate[] = [];
    for (const c of candidates) {
      const old = existing.get(c.body.code);
      if (!old) fresh.push(c);
      else if (!covered) fail(c.row, ['codeExists', { code: c.body.code }]);
      else if (c.body.parentCode !== old.parentCode) fail(c.row, ['regionParentFixed', { code: old.code }]);
      else {
        const problem = mismatch(c.row, old);
        if (problem) fail(c.row, problem);
        else {
          await updateRegion(tx, old, c.body);
          updated++;
        }
      }
    }
    // Parents read after the updates, so a renamed parent's new name reaches its new children.
    const known = new Map(
      (await tx.region.findMany({ where: { code: { in: fresh.map((c) => c.body.parentCode) } } })).map((r) => [r.code, r]),
    );
    const creates: Region[] = [];
    // A parent may be a later row of the file: each pass places the rows whose parent is known by then.
    let pending = fresh;
    for (let progress = true; progress && pending.length;) {
      const waiting: Candidate[] = [];
      progress = false;
      for (const c of pending) {
        const parent = known.get(c.body.parentCode);
        if (!parent) {
          waiting.push(c);
          continue;
        }
        progress = true;
        const row = regionBelow(parent, c.body);
        const problem: Problem | undefined = row === 'tooDeep' ? ['regionTooDeep', { code: parent.code }] : mismatch(c.row, row);
        if (problem) fail(c.row, problem);
        else if (row !== 'tooDeep') {
          known.set(row.code, row);
          creates.push(row);
        }
      }
      pending = waiting;
    }
    for (const c of pending) fail(c.row, ['regionParentNotFound', { code: c.body.parentCode }]);
    if (creates.length) await tx.region.createMany({ data: creates });
    inserted = creates.length;
  };

  if (candidates.length) {
    try {
      await db.$transaction(write, { timeout: 60_000 });
    } catch (error) {
      // A region of the file inserted by someone else meanwhile: the primary key refuses the whole batch.
      if ((error as { code?: string }).code === 'P2002') throw badRequest('regionImportConflict');
      throw error;
    }
  }
  failed.sort((a, b) => a.row - b.row);
  return { total: rows.length, inserted, updated, failed };
}
