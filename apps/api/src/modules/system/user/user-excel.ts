// The user spreadsheet (export, import template, import): one sheet, a header row of Blade's UserExcel captions,
// roles/depts/posts by name (core/xlsx-table.ts reads and writes it).
import type { TableRow, TableValues } from '../../../core/xlsx-table.ts';
import { buildXlsxTable, readXlsxTable } from '../../../core/xlsx-table.ts';

export const USER_COLUMNS = [
  { key: 'tenantId', header: '租户编号', width: 12 },
  { key: 'account', header: '账号', width: 18 },
  { key: 'name', header: '昵称', width: 16 },
  { key: 'realName', header: '姓名', width: 12 },
  { key: 'email', header: '邮箱', width: 26 },
  { key: 'phone', header: '手机', width: 16 },
  { key: 'birthday', header: '生日', width: 14 },
  { key: 'roleName', header: '所属角色', width: 22 },
  { key: 'deptName', header: '所属部门', width: 22 },
  { key: 'postName', header: '所属岗位', width: 22 },
] as const;

/** Columns holding a date without a time of day: written `yyyy-MM-dd`, as the import reads them back. */
export const DATE_ONLY_COLUMNS: ReadonlySet<UserColumn> = new Set(['birthday']);

export type UserColumn = (typeof USER_COLUMNS)[number]['key'];
export type SheetRow = TableRow<UserColumn>;

export const MAX_IMPORT_ROWS = 5000;
const SHEET_NAME = '用户数据';

export const buildUserWorkbook = (rows: Array<TableValues<UserColumn>>): Promise<Buffer> => buildXlsxTable(SHEET_NAME, USER_COLUMNS, rows);

/** The data rows of the first sheet, numbered as Excel shows them; blank rows are skipped. */
export const readUserWorkbook = (buffer: Buffer): Promise<SheetRow[]> =>
  readXlsxTable(buffer, USER_COLUMNS, { required: 'account', maxRows: MAX_IMPORT_ROWS });
