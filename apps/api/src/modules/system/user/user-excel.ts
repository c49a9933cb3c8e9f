// The user spreadsheet (export, import template, import): one sheet, a header row of Blade's UserExcel captions,
// roles/depts/posts by name. Reading maps columns by their caption, so a reordered sheet still imports.
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../../../core/app-error.ts';
import { xlsxRows } from '../../../core/xlsx-rows.ts';

export const USER_COLUMNS = [
  { key: 'tenantId', header: '租户编号', width: 12 },
  { key: 'account', header: '账号', width: 18 },
  { key: 'name', header: '昵称', width: 16 },
  { key: 'realName', header: '姓名', width: 12 },
  { key: 'email', header: '邮箱', width: 26 },
  { key: 'phone', header: '手机', width: 16 },
  { key: 'birthday', header: '生日', width: 20 },
  { key: 'roleName', header: '所属角色', width: 22 },
  { key: 'deptName', header: '所属部门', width: 22 },
  { key: 'postName', header: '所属岗位', width: 22 },
] as const;

export type UserColumn = (typeof USER_COLUMNS)[number]['key'];
export type SheetRow = { row: number; values: Partial<Record<UserColumn, string>> };

export const MAX_IMPORT_ROWS = 5000;
const SHEET_NAME = '用户数据';

export async function buildUserWorkbook(rows: Array<Partial<Record<UserColumn, string>>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(SHEET_NAME);
  sheet.columns = USER_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  // Every value is written as text: a value such as "=1+1" stays a string, never a formula.
  sheet.addRows(rows.map((r) => Object.fromEntries(USER_COLUMNS.map((c) => [c.key, r[c.key] ?? '']))));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Header caption (or field name) -> column key. */
const byCaption = new Map<string, UserColumn>(USER_COLUMNS.flatMap((c) => [[c.header, c.key], [c.key.toLowerCase(), c.key]] as Array<[string, UserColumn]>));

/** The data rows of the first sheet, numbered as Excel shows them; blank rows are skipped. */
export async function readUserWorkbook(buffer: Buffer): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  let keys: Map<number, UserColumn> | undefined;
  try {
    for await (const { row, cells } of xlsxRows(buffer)) {
      if (!keys) {
        keys = new Map();
        cells.forEach((caption, col) => {
          const key = byCaption.get(caption.trim()) ?? byCaption.get(caption.trim().toLowerCase());
          if (key) keys!.set(col, key);
        });
        if (![...keys.values()].includes('account')) throw badRequest('userImportNoAccountColumn');
        continue;
      }
      if (rows.length >= MAX_IMPORT_ROWS) throw badRequest('userImportTooManyRows', { max: MAX_IMPORT_ROWS });
      const values: SheetRow['values'] = {};
      for (const [col, key] of keys) {
        const text = (cells.get(col) ?? '').trim();
        if (text) values[key] = text;
      }
      if (Object.keys(values).length) rows.push({ row, values });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('userImportUnreadable');
  }
  if (!keys) throw badRequest('userImportUnreadable');
  return rows;
}
