// /system/post: posts.
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as postRoutes from '../../generated/routes/post.ts';

const CATEGORIES = [1, 2, 3, 4].map((n) => ({ value: String(n), label: `sys.post.cat${n}` }));

const screen: CrudScreen = {
  key: 'post',
  api: postRoutes.crud,
  partialSearch: true,
  permission: 'post',
  columns: [
    { field: 'categoryName', label: 'sys.post.category', width: 120 },
    { field: 'postCode', label: 'sys.post.postCode' },
    { field: 'postName', label: 'sys.post.postName' },
    { field: 'sort', label: 'sys.sort', width: 90 },
  ],
  search: [
    { name: 'category', label: 'sys.post.category', type: 'select', options: CATEGORIES },
    { name: 'postCode', label: 'sys.post.postCode' },
    { name: 'postName', label: 'sys.post.postName' },
  ],
  fields: [
    { name: 'category', label: 'sys.post.category', type: 'select', options: CATEGORIES, required: true },
    { name: 'postCode', label: 'sys.post.postCode', required: true },
    { name: 'postName', label: 'sys.post.postName', required: true },
    { name: 'sort', label: 'sys.sort', type: 'number', required: true, defaultValue: 1 },
    { name: 'remark', label: 'sys.remark', type: 'textarea' },
  ],
  toForm: (row) => ({ ...row, category: row.category == null ? '' : String(row.category), remark: row.remark ?? '' }),
};

export function PostPage() {
  return <CrudPage screen={screen} />;
}
