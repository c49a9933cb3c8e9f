// Export of the term base, streamed: entries are read in id order, 2,000 at a time (the page's filters apply),
// and written as they come, so memory stays flat however large the term base is.
import { once } from 'node:events';
import { textOf, translateEntryEntity, translateRoutes } from '@blade/contract';
import ExcelJS from 'exceljs';
import { buildListFilter } from '../../core/crud/list-query.ts';
import { csvStringifier } from '../../core/csv-cells.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { classificationPaths } from './classification-paths.ts';
import { withDescendants } from './classification-scope.ts';
import { HEADERS, TERM_COLUMNS } from './term-file.ts';

const BATCH = 2000;

export function mountTermExport(mount: Mount, s: Pick<Services, 'dataScopes' | 'dates' | 'db'>): void {
  mount(translateRoutes.export, async ({ query }, { res, user }) => {
    const { format, classificationId, ...filters } = query as typeof query & { classificationId?: unknown };
    const lq = buildListFilter(filters, translateEntryEntity, s.dates);
    const classes = await s.db.translateClassification.findMany({
      where: { tenantId: user.tenantId },
      select: { id: true, parentId: true, name: true },
    });
    // The 分类 column holds the class's path (计算机/软件), which the import resolves back to the same class.
    const paths = classificationPaths(classes);
    // A picked class exports the entries of the classes below it too, as the grid lists them.
    const picked = /^\d{1,19}$/.test(textOf(classificationId))
      ? [{ classificationId: { in: withDescendants(classes, BigInt(textOf(classificationId))) } }]
      : [];
    // Tenant 000000's administrator reads every tenant elsewhere; an export is of the caller's own term base.
    const tenant = { tenantId: user.tenantId };
    // The caller's data scope narrows the export exactly as it narrows the list.
    const scope = await s.dataScopes.whereFor(user, translateEntryEntity.name, translateEntryEntity.filters);
    const where = [...lq.where, ...picked, tenant, ...(scope ? [scope] : [])];
    async function* batches() {
      let after = -1n;
      for (;;) {
        const rows = await s.db.translateEntry.findMany({
          where: { AND: [...where, { id: { gt: after } }] },
          orderBy: { id: 'asc' },
          take: BATCH,
        });
        if (!rows.length) return;
        yield rows.map((r) => [r.chinese, r.english, paths.pathOf(r.classificationId), r.labels ?? '', r.remark ?? '']);
        after = rows[rows.length - 1]!.id;
      }
    }
    const header = TERM_COLUMNS.map((c) => HEADERS[c][1]!);
    res.attachment(`translate-entries.${format}`);
    if (format === 'xlsx') {
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useSharedStrings: false });
      const sheet = book.addWorksheet('词条');
      sheet.addRow(header).commit();
      for await (const rows of batches()) for (const row of rows) sheet.addRow(row).commit();
      sheet.commit();
      await book.commit();
      return;
    }
    res.type('text/csv; charset=utf-8');
    res.write('\ufeff'); // Excel opens UTF-8 CSV correctly only with the BOM
    const csv = csvStringifier(); // formula-looking cells neutralised (core/csv-cells.ts)
    csv.pipe(res);
    csv.write(header);
    for await (const rows of batches()) {
      for (const row of rows) if (!csv.write(row)) await once(csv, 'drain');
    }
    csv.end();
    await once(res, 'finish');
  });
}
