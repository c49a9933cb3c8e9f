// /system/menu: the menu and button tree.
import { SeedNameCell } from '../../components/seed-name-cell.tsx';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen, KeyedOption } from '../../components/crud/crud-types.ts';
import * as menuRoutes from '../../generated/routes/menu.ts';
import { pickMenuTree } from './api.ts';
import { textOf } from '@blade/contract/text';

const CATEGORIES: KeyedOption[] = [
  { value: '1', label: 'system:menu.menu' },
  { value: '2', label: 'system:menu.button' },
];
const ACTIONS: KeyedOption[] = [
  { value: '0', label: 'system:menu.none' },
  { value: '1', label: 'system:menu.toolbar' },
  { value: '2', label: 'system:menu.row' },
  { value: '3', label: 'system:menu.both' },
];
const YES_NO: KeyedOption[] = [
  { value: '1', label: 'crud:no' },
  { value: '2', label: 'crud:yes' },
];

const screen: CrudScreen = {
  key: 'menu',
  api: { ...menuRoutes.crud, list: menuRoutes.list },
  treeList: true,
  permission: 'menu',
  dateRange: false,
  columns: [
    {
      field: 'name',
      label: 'system:menu.name',
      flex: 2,
      render: (row) => <SeedNameCell seedKey={`menu.${String(row.code)}`} name={row.name} />,
    },
    { field: 'path', label: 'system:menu.path', flex: 2 },
    { field: 'code', label: 'system:menu.code', flex: 1.5 },
    {
      field: 'categoryName',
      label: 'system:menu.category',
      width: 90,
      render: (row) => <SeedNameCell seedKey={`dictValue.menu_category.${String(row.category)}`} name={row.categoryName} />,
    },
    { field: 'source', label: 'system:menu.source' },
    { field: 'sort', label: 'system:sort', width: 80 },
  ],
  search: [
    { name: 'name', label: 'system:menu.name' },
    { name: 'code', label: 'system:menu.code' },
  ],
  fields: [
    { name: 'name', label: 'system:menu.name', required: true },
    { name: 'code', label: 'system:menu.code', required: true },
    { name: 'path', label: 'system:menu.path' },
    { name: 'parentId', label: 'system:menu.parentId', type: 'select', loadTree: pickMenuTree },
    { name: 'category', label: 'system:menu.category', type: 'select', options: CATEGORIES, required: true, defaultValue: '1' },
    { name: 'action', label: 'system:menu.action', type: 'select', options: ACTIONS, defaultValue: '0' },
    { name: 'alias', label: 'system:menu.alias' },
    { name: 'source', label: 'system:menu.source' },
    { name: 'isOpen', label: 'system:menu.isOpen', type: 'select', options: YES_NO, defaultValue: '1' },
    { name: 'sort', label: 'system:sort', type: 'number', required: true, defaultValue: 1 },
    { name: 'remark', label: 'system:remark', type: 'textarea' },
  ],
  toForm: (row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    path: row.path ?? '',
    parentId: row.parentId === '0' ? '' : row.parentId,
    category: textOf(row.category ?? 1),
    action: textOf(row.action ?? 0),
    alias: row.alias ?? '',
    source: row.source ?? '',
    isOpen: textOf(row.isOpen ?? 1),
    sort: row.sort,
    remark: row.remark ?? '',
  }),
};

export function MenuPage() {
  return <CrudPage screen={screen} />;
}
