// /system/dept: the department tree.
import { SeedNameCell } from '../../components/seed-name-cell.tsx';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen, KeyedOption } from '../../components/crud/crud-types.ts';
import * as deptRoutes from '../../generated/routes/dept.ts';
import { pickDeptTree } from './api.ts';
import { textOf } from '@blade/contract/text';

const CATEGORIES: KeyedOption[] = [
  { value: '1', label: 'system:dept.company' },
  { value: '2', label: 'system:dept.department' },
  { value: '3', label: 'system:dept.group' },
];

const screen: CrudScreen = {
  key: 'dept',
  api: { ...deptRoutes.crud, list: deptRoutes.list },
  treeList: true,
  permission: 'dept',
  dateRange: false,
  columns: [
    {
      field: 'deptName',
      label: 'system:dept.deptName',
      flex: 2,
      render: (row) => <SeedNameCell seedKey={`dept.${row.id}`} name={row.deptName} />,
    },
    { field: 'tenantId', label: 'system:tenantId' },
    { field: 'fullName', label: 'system:dept.fullName', flex: 2 },
    { field: 'deptCategoryName', label: 'system:dept.deptCategory' },
    { field: 'sort', label: 'system:sort', width: 90 },
  ],
  search: [
    { name: 'deptName', label: 'system:dept.deptName' },
    { name: 'fullName', label: 'system:dept.fullName' },
  ],
  fields: [
    { name: 'deptName', label: 'system:dept.deptName', required: true },
    { name: 'fullName', label: 'system:dept.fullName' },
    { name: 'parentId', label: 'system:dept.parentId', type: 'select', loadTree: pickDeptTree },
    { name: 'deptCategory', label: 'system:dept.deptCategory', type: 'select', options: CATEGORIES, required: true },
    { name: 'sort', label: 'system:sort', type: 'number', required: true, defaultValue: 1 },
    { name: 'remark', label: 'system:remark', type: 'textarea' },
  ],
  toForm: (row) => ({
    id: row.id,
    deptName: row.deptName,
    fullName: row.fullName ?? '',
    parentId: row.parentId === '0' ? '' : row.parentId,
    deptCategory: textOf(row.deptCategory),
    sort: row.sort,
    remark: row.remark ?? '',
  }),
};

export function DeptPage() {
  return <CrudPage screen={screen} />;
}
