// The generic export: one route for every entity served by the CRUD factory. The entity's own list filters and data
// scope select the rows; they are read a batch at a time and written straight into a streamed workbook, so a
// 100,000-row export keeps the memory flat.
import { exportRoutes, routeCatalog, ZExportColumns } from '@blade/contract';
import type { Response } from 'express';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../../core/app-error.ts';
import type { BladeDates } from '../../core/blade-dates.ts';
import type { ExportSource } from '../../core/crud/crud-service.ts';
import type { Mount } from '../../core/mount-route.ts';
import { assertAccess } from '../../core/mount-route.ts';
import { currentContext } from '../../lib/request-context.ts';
import type { Services } from '../../services.ts';
import { validate } from '../../core/validate.ts';

function cellOf(value: unknown, dates: BladeDates): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return dates.format(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

function columnsOf(source: ExportSource, raw: string | undefined): [string, string][] {
  const fields = Object.keys(source.spec.record.shape);
  if (!raw) return fields.map((f) => [f, f]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('badParam', { field: 'columns', reason: 'JSON' });
  }
  const columns = ZExportColumns.safeParse(parsed);
  if (!columns.success) throw badRequest('badParam', { field: 'columns', reason: '[[field, header], ...]' });
  // Only the entity's own record fields: a column list cannot reach anything the list would not show.
  const known = columns.data.filter(([field]) => fields.includes(field));
  return known.length ? known : fields.map((f) => [f, f]);
}

/** Excel refuses sheet names over 31 characters and a few symbols; file names keep to a safe set. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|[\]\r\n]/g, '_').slice(0, 80) || 'export';

async function writeWorkbook(
  res: Response,
  source: ExportSource,
  columns: [string, string][],
  rows: AsyncGenerator<Record<string, unknown>[]>,
  dates: BladeDates,
) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet(safeName(source.spec.name).slice(0, 31));
  sheet.addRow(columns.map(([, header]) => header)).commit();
  for await (const batch of rows) {
    for (const record of batch) sheet.addRow(columns.map(([field]) => cellOf(record[field], dates))).commit();
    // Let the client catch up before reading the next batch.
    if (res.writableNeedDrain) await once(res, 'drain');
  }
  sheet.commit();
  await book.commit();
}

/** Every GET route by path: an export finds its list's access rule and filters here. */
const getRoutes = new Map(
  routeCatalog()
    .filter((r) => r.spec.method === 'GET')
    .map((r) => [r.spec.path, r.spec]),
);

export function mountXlsxExport(mount: Mount, s: Pick<Services, 'crudDeps' | 'dates'>): void {
  mount(exportRoutes.entities, () =>
    [...s.crudDeps.exportable.values()].flatMap(({ spec }) =>
      [spec.base, ...(spec.aliasBases ?? [])].map((base) => ({ entity: spec.name, base })),
    ),
  );

  mount(exportRoutes.xlsx, async ({ query }, { res, user }) => {
    const { entity, columns: rawColumns, fileName, ...filters } = query;
    const source = s.crudDeps.exportable.get(entity);
    if (!source) throw badRequest('badParam', { field: 'entity', reason: entity });
    // Exactly the access rule of the list it exports (administrators only for the logs, the menu for the rest).
    const list = getRoutes.get(`${source.spec.base}/list`) ?? getRoutes.get(`${source.spec.base}/page`);
    if (!list) throw new AppError(403, 'forbidden');
    await assertAccess(list.access, user, s.crudDeps.can);
    // The filters are checked as the list checks them: a value the list refuses, the export refuses with its message.
    const schema = list.query ?? list.params;
    const checked = schema ? (validate(schema, filters, currentContext().language) as Record<string, unknown>) : filters;
    const columns = columnsOf(source, rawColumns);
    const rows = source.batches(checked, user);
    // The first batch is read before anything is sent, so a bad filter still answers a 400 envelope.
    const first = await rows.next();
    async function* all() {
      if (!first.done) yield first.value;
      for await (const batch of rows) yield batch;
    }
    res.attachment(`${safeName(fileName ?? source.spec.name)}.xlsx`);
    await writeWorkbook(res, source, columns, all(), s.dates);
  });
}
