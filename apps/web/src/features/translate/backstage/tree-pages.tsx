// /translation/classification and /translation/label: two trees of the same shape (name, parent, sort, remark),
// listed as an indented tree and edited through the generic CRUD dialog.
import type { ReactNode } from 'react';
import { CrudPage } from '../../../components/crud/crud-page.tsx';
import type { CrudCalls, CrudScreen, Row, TreeOption } from '../../../components/crud/crud-types.ts';
import { ClassificationNameCell } from '../../../components/seed-name-cell.tsx';
import * as translateRoutes from '../../../generated/routes/translate.ts';
import * as translateClassificationRoutes from '../../../generated/routes/translate-classification.ts';
import * as translateLabelRoutes from '../../../generated/routes/translate-label.ts';
import { fetchLabelTree, pickClassificationTree } from '../api.ts';

function treeScreen(
  key: string,
  api: CrudCalls,
  permission: string,
  loadTree: () => Promise<TreeOption[]>,
  renderName?: (row: Row) => ReactNode,
): CrudScreen {
  return {
    key,
    api,
    treeList: true,
    permission,
    dateRange: false,
    columns: [{ field: 'title', label: 'translate:tree.name', flex: 2, ...(renderName ? { render: renderName } : {}) }],
    search: [],
    fields: [
      { name: 'name', label: 'translate:tree.name', required: true },
      { name: 'parentId', label: 'translate:tree.parent', type: 'select', loadTree },
      { name: 'sort', label: 'translate:tree.sort', type: 'number', required: true, defaultValue: 1 },
      { name: 'remark', label: 'translate:tree.remark', type: 'textarea' },
    ],
    toForm: (row) => ({
      id: row.id,
      name: row.name,
      parentId: row.parentId === '0' ? '' : row.parentId,
      sort: row.sort,
      remark: row.remark ?? '',
    }),
  };
}

const classification = treeScreen(
  'translate-classification',
  { ...translateClassificationRoutes.crud, list: translateRoutes.classificationTree },
  'translate_classification',
  pickClassificationTree,
  (row) => <ClassificationNameCell name={row.title} />,
);
const label = treeScreen(
  'translate-label',
  { ...translateLabelRoutes.crud, list: translateRoutes.labelTree },
  'translate_label',
  fetchLabelTree,
);

export function ClassificationPage() {
  return <CrudPage screen={classification} />;
}

export function LabelPage() {
  return <CrudPage screen={label} />;
}
