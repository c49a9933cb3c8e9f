// /system/dept: the department tree.
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as deptRoutes from '../../generated/routes/dept.ts';
import { fetchDeptTree } from './api.ts';

const CATEGORIES = [
  { value: '1', label: 'sys.dept.company' },
  { value: '2', label: 'sys.dept.department' },
  { value: '3', label: 'sys.dept.group' },
];

const screen: CrudScreen = {
  key: 'dept',
  api: { ...deptRoutes.crud, list: deptRoutes.list },
  treeList: true,
  permission: 'dept',
  dateRange: false,
  columns: [
    { field: 'deptName', label: 'sys.dept.deptName', flex: 2 },
    { field: 'tenantId', label: 'sys.tenantId' },
    { field: 'fullName', label: 'sys.dept.fullName', flex: 2 },
    { field: 'deptCategoryName', label: 'sys.dept.deptCategory' },
    { field: 'sort', label: 'sys.sort', width: 90 },
  ],
  search: [
    { name: 'deptName', label: 'sys.dept.deptName' },
    { name: 'fullName', label: 'sys.dept.fullName' },
  ],
  fields: [
    { name: 'deptName', label: 'sys.dept.deptName', required: true },
    { name: 'fullName', label: 'sys.dept.fullName' },
    { name: 'parentId', label: 'sys.dept.parentId', type: 'select', loadTree: fetchDeptTree },
    { name: 'deptCategory', label: 'sys.dept.deptCategory', type: 'select', options: CATEGORIES, required: true },
    { name: 'sort', label: 'sys.sort', type: 'number', required: true, defaultValue: 1 },
    { name: 'remark', label: 'sys.remark', type: 'textarea' },
  ],
  toForm: (row) => ({
    id: row.id,
    deptName: row.deptName,
    fullName: row.fullName ?? '',
    parentId: row.parentId === '0' ? '' : row.parentId,
    deptCategory: String(row.deptCategory ?? ''),
    sort: row.sort,
    remark: row.remark ?? '',
  }),
};

export function DeptPage() {
  return <CrudPage screen={screen} />;
}
