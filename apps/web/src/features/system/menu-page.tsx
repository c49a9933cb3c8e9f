// /system/menu: the menu and button tree.
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as menuRoutes from '../../generated/routes/menu.ts';
import { fetchMenuTree } from './api.ts';

const CATEGORIES = [
  { value: '1', label: 'sys.menu.menu' },
  { value: '2', label: 'sys.menu.button' },
];
const ACTIONS = [
  { value: '0', label: 'sys.menu.none' },
  { value: '1', label: 'sys.menu.toolbar' },
  { value: '2', label: 'sys.menu.row' },
  { value: '3', label: 'sys.menu.both' },
];
const YES_NO = [
  { value: '1', label: 'crud.no' },
  { value: '2', label: 'crud.yes' },
];

const screen: CrudScreen = {
  key: 'menu',
  api: { ...menuRoutes.crud, list: menuRoutes.list },
  treeList: true,
  permission: 'menu',
  dateRange: false,
  columns: [
    { field: 'name', label: 'sys.menu.name', flex: 2 },
    { field: 'path', label: 'sys.menu.path', flex: 2 },
    { field: 'code', label: 'sys.menu.code', flex: 1.5 },
    { field: 'categoryName', label: 'sys.menu.category', width: 90 },
    { field: 'source', label: 'sys.menu.source' },
    { field: 'sort', label: 'sys.sort', width: 80 },
  ],
  search: [
    { name: 'name', label: 'sys.menu.name' },
    { name: 'code', label: 'sys.menu.code' },
  ],
  fields: [
    { name: 'name', label: 'sys.menu.name', required: true },
    { name: 'code', label: 'sys.menu.code', required: true },
    { name: 'path', label: 'sys.menu.path' },
    { name: 'parentId', label: 'sys.menu.parentId', type: 'select', loadTree: fetchMenuTree },
    { name: 'category', label: 'sys.menu.category', type: 'select', options: CATEGORIES, required: true, defaultValue: '1' },
    { name: 'action', label: 'sys.menu.action', type: 'select', options: ACTIONS, defaultValue: '0' },
    { name: 'alias', label: 'sys.menu.alias' },
    { name: 'source', label: 'sys.menu.source' },
    { name: 'isOpen', label: 'sys.menu.isOpen', type: 'select', options: YES_NO, defaultValue: '1' },
    { name: 'sort', label: 'sys.sort', type: 'number', required: true, defaultValue: 1 },
    { name: 'remark', label: 'sys.remark', type: 'textarea' },
  ],
  toForm: (row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    path: row.path ?? '',
    parentId: row.parentId === '0' ? '' : row.parentId,
    category: String(row.category ?? 1),
    action: String(row.action ?? 0),
    alias: row.alias ?? '',
    source: row.source ?? '',
    isOpen: String(row.isOpen ?? 1),
    sort: row.sort,
    remark: row.remark ?? '',
  }),
};

export function MenuPage() {
  return <CrudPage screen={screen} />;
}
