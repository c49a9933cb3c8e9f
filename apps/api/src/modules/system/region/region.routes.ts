// Administrative regions (/blade-system/region): keyed by code, platform-wide, hard-deleted (no is_deleted column).
import { regionEntity, regionRoutes } from '@blade/contract';
import { badRequest } from '../../../core/app-error.ts';
import { createCrudService, recordFields } from '../../../core/crud/crud-service.ts';
import { replyStatus } from '../../../core/envelope.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import type { Mount } from '../../../core/mount-route.ts';
import { buildTree } from '../../../core/tree.ts';
import type { Services } from '../../../services.ts';
import { treeNode } from '../../../core/tree-nodes.ts';
import { submitRegion } from './region-submit.ts';
import { buildRegionTemplate, exportScope, readRegionWorkbook, writeRegionWorkbook } from './region-excel.ts';
import { importRegions } from './region-import.ts';
import { readXlsxUpload } from '../user/xlsx-upload.ts';

const ORDER = [{ sort: 'asc' }, { code: 'asc' }] as const;
const fields = recordFields(regionEntity.record);
/** A row as the contract answers it: the level under BladeX's name and SpringBlade's (`level`, read by Saber). */
const regionRecord = (row: { regionLevel: number }) => ({ ...fields(row), level: row.regionLevel });

type LazyQuery = { parentCode?: string | undefined; code?: string | undefined; name?: string | undefined };

export function mountRegion(mount: Mount, s: Pick<Services, 'crudDeps' | 'db'>): void {
  const service = createCrudService(
    { spec: regionEntity, model: (db) => db.region, key: 'code', defaultOrder: [...ORDER], toRecord: regionRecord },
    s.crudDeps,
  );

  /** One level (parentCode, the root's children by default); a code/name search without parentCode spans every level. */
  const lazyRows = async ({ parentCode, code, name }: LazyQuery) => {
    const level = parentCode ?? (code || name ? undefined : '00');
    const rows = await s.db.region.findMany({
      where: {
        ...(level === undefined ? {} : { parentCode: level }),
        ...(code ? { code: { contains: code } } : {}),
        ...(name ? { name: { contains: name } } : {}),
      },
      orderBy: [...ORDER],
    });
    const withChildren = rows.length
      ? await s.db.region.findMany({
          where: { parentCode: { in: rows.map((r) => r.code) } },
          select: { parentCode: true },
          distinct: ['parentCode'],
        })
      : [];
    const parents = new Set(withChildren.map((r) => r.parentCode));
    return rows.map((row) => ({ row, hasChildren: parents.has(row.code) }));
  };

  mountCrud(mount, regionEntity, service, {
    submit: async ({ body }) => {
      await submitRegion(s.db, body);
      return replyStatus(true);
    },
  });

  mount(regionRoutes.detail, async ({ query }) => {
    const row = await s.db.region.findUnique({ where: { code: query.code } });
    return row ? regionRecord(row) : null;
  });

  mount(regionRoutes.remove, async ({ query }) => {
    if (await s.db.region.count({ where: { parentCode: query.id } })) throw badRequest('deleteChildrenFirst');
    const { count } = await s.db.region.deleteMany({ where: { code: query.id } });
    return replyStatus(count > 0);
  });

  mount(regionRoutes.lazyTree, async ({ query }) =>
    buildTree((await lazyRows(query)).map(({ row, hasChildren }) => treeNode(row.code, row.parentCode, row.name, hasChildren))),
  );

  mount(regionRoutes.lazyList, async ({ query }) => {
    const rows = await lazyRows(query);
    const parentCodes = [...new Set(rows.map(({ row }) => row.parentCode))];
    const parents = await s.db.region.findMany({ where: { code: { in: parentCodes } }, select: { code: true, name: true } });
    const names = new Map(parents.map((p) => [p.code, p.name]));
    return rows.map(({ row, hasChildren }) => ({ ...regionRecord(row), parentName: names.get(row.parentCode) ?? '', hasChildren }));
  });

  mount(regionRoutes.select, async ({ query }) =>
    (await s.db.region.findMany({ where: { parentCode: query.code }, orderBy: [...ORDER] })).map(regionRecord),
  );

  mount(regionRoutes.exportTemplate, async (_input, { res }) => {
    res.attachment('行政区划模板.xlsx');
    res.send(await buildRegionTemplate());
  });
  mount(regionRoutes.exportRegion, async ({ query }, { res }) => {
    const where = await exportScope(s.db, query);
    res.attachment(`行政区划数据${query.code ?? query.parentCode ?? ''}.xlsx`);
    await writeRegionWorkbook(res, s.db, where);
  });
  mount(regionRoutes.importRegion, async ({ query }, { req, res }) => {
    const upload = await readXlsxUpload(req, res, regionRoutes.importRegion.upload);
    // Saber puts isCovered in the query string; a form field is accepted too.
    const covered = (query.isCovered ?? upload.fields.isCovered) === '1';
    return importRegions(s.db, await readRegionWorkbook(upload.buffer), covered);
  });
}
