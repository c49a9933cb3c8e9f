// The region spreadsheet: BladeX's RegionExcel captions as the header row. The export streams (the reference data
// holds tens of thousands of regions), parents before children, so an exported file imports as it is.
import { once } from 'node:events';
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import type { Db, Prisma } from '../../../db/prisma.ts';
import type { TableRow } from '../../../core/xlsx-table.ts';
import { buildXlsxTable, readXlsxTable } from '../../../core/xlsx-table.ts';
import type { Region } from './region-submit.ts';

export const REGION_COLUMNS = [
  { key: 'code', header: '区划编号', width: 14 },
  { key: 'parentCode', header: '父区划编号', width: 14 },
  { key: 'ancestors', header: '祖区划编号', width: 24 },
  { key: 'name', header: '区划名称', width: 16 },
  { key: 'provinceCode', header: '省级区划编号', width: 14 },
  { key: 'provinceName', header: '省级名称', width: 14 },
  { key: 'cityCode', header: '市级区划编号', width: 14 },
  { key: 'cityName', header: '市级名称', width: 14 },
  { key: 'districtCode', header: '区级区划编号', width: 14 },
  { key: 'districtName', header: '区级名称', width: 14 },
  { key: 'townCode', header: '镇级区划编号', width: 14 },
  { key: 'townName', header: '镇级名称', width: 14 },
  { key: 'villageCode', header: '村级区划编号', width: 14 },
  { key: 'villageName', header: '村级名称', width: 14 },
  { key: 'regionLevel', header: '层级', width: 8 },
  { key: 'sort', header: '排序', width: 8 },
  { key: 'remark', header: '备注', width: 24 },
] as const;

export type RegionColumn = (typeof REGION_COLUMNS)[number]['key'];
export type RegionSheetRow = TableRow<RegionColumn>;

const MAX_IMPORT_ROWS = 5000;
const SHEET_NAME = '行政区划数据';
const BATCH = 2000;

export const buildRegionTemplate = (): Promise<Buffer> => buildXlsxTable(SHEET_NAME, REGION_COLUMNS, []);

export const readRegionWorkbook = (buffer: Buffer): Promise<RegionSheetRow[]> =>
  readXlsxTable(buffer, REGION_COLUMNS, { required: 'code', maxRows: MAX_IMPORT_ROWS });

/** The regions below one (its ancestors list starts with the region's own path). */
const below = (region: Region): Prisma.RegionWhereInput => {
  const path = region.ancestors ? `${region.ancestors},${region.code}` : region.code;
  return { OR: [{ ancestors: path }, { ancestors: { startsWith: `${path},` } }] };
};

/** Every region, the subtree of `code` (itself included), or the regions below `parentCode`; none for an unknown code. */
export async function exportScope(
  db: Db,
  query: { code?: string | undefined; parentCode?: string | undefined },
): Promise<Prisma.RegionWhereInput | undefined> {
  const top = query.code ?? query.parentCode;
  if (top === undefined) return {};
  const region = await db.region.findUnique({ where: { code: top } });
  if (!region) return undefined;
  return query.code !== undefined ? { OR: [{ code: region.code }, below(region)] } : below(region);
}

/** Streams the regions matching `where` (level by level, so parents come first) as an .xlsx file. */
export async function writeRegionWorkbook(res: Response, db: Db, where: Prisma.RegionWhereInput | undefined): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useSharedStrings: false, useStyles: false });
  const sheet = book.addWorksheet(SHEET_NAME);
  sheet.columns = REGION_COLUMNS.map((c) => ({ key: c.key, width: c.width }));
  sheet.addRow(REGION_COLUMNS.map((c) => c.header)).commit();
  let after: Region | undefined;
  while (where) {
    // Keyset paging on (level, code): a batch never reads past the rows already sent, as an offset would.
    const keyset: Prisma.RegionWhereInput = after
      ? { OR: [{ regionLevel: { gt: after.regionLevel } }, { regionLevel: after.regionLevel, code: { gt: after.code } }] }
      : {};
    const rows = await db.region.findMany({
      where: { AND: [where, keyset] },
      orderBy: [{ regionLevel: 'asc' }, { code: 'asc' }],
      take: BATCH,
    });
    // Every value as text: codes keep their leading zeros and nothing is read back as a formula.
    for (const row of rows) sheet.addRow(REGION_COLUMNS.map((c) => (row[c.key] === null ? '' : String(row[c.key])))).commit();
    if (rows.length < BATCH) break;
    after = rows.at(-1);
    if (res.writableNeedDrain) await once(res, 'drain');
  }
  sheet.commit();
  await book.commit();
}
