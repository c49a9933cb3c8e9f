// The user spreadsheet (export, import template, import): one sheet, a header row of Blade's UserExcel captions,
// roles/depts/posts by name. Reading maps columns by their caption, so a reordered sheet still imports.
import ExcelJS from 'exceljs';
import { badRequest } from '../../../core/app-error.ts';

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

/** A cell as the text the user typed. Excel keeps dates as wall-clock values in UTC fields. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) {
    const p = (n: number) => String(n).padStart(2, '0');
    return `${value.getUTCFullYear()}-${p(value.getUTCMonth() + 1)}-${p(value.getUTCDate())} ${p(value.getUTCHours())}:${p(value.getUTCMinutes())}:${p(value.getUTCSeconds())}`;
  }
  return (cell.text ?? '').trim();
}

/** Header caption (or field name) -> column key. */
const byCaption = new Map<string, UserColumn>(USER_COLUMNS.flatMap((c) => [[c.header, c.key], [c.key.toLowerCase(), c.key]] as Array<[string, UserColumn]>));

/** The data rows of the first sheet, numbered as Excel shows them; blank rows are skipped. */
export async function readUserWorkbook(buffer: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest('userImportUnreadable');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('userImportUnreadable');
  const keys = new Map<number, UserColumn>();
  sheet.getRow(1).eachCell((cell, col) => {
    const key = byCaption.get(cellText(cell)) ?? byCaption.get(cellText(cell).toLowerCase());
    if (key) keys.set(col, key);
  });
  if (![...keys.values()].includes('account')) throw badRequest('userImportNoAccountColumn');
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS) throw badRequest('userImportTooManyRows', { max: MAX_IMPORT_ROWS });
  const rows: SheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: SheetRow['values'] = {};
    for (const [col, key] of keys) {
      const text = cellText(row.getCell(col));
      if (text) values[key] = text;
    }
    if (Object.keys(values).length) rows.push({ row: number, values });
  });
  return rows;
}
