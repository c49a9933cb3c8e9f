// /report/reportlist: the tenant's UReport files (list and remove; the designer is UReport's own page).
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as reportRoutes from '../../generated/routes/report.ts';

const screen: CrudScreen = {
  key: 'report',
  api: reportRoutes.crud,
  permission: 'report',
  noView: true,
  columns: [
    { field: 'name', label: 'log:report.name' },
    { field: 'createTime', label: 'log:createTime', width: 180 },
    { field: 'updateTime', label: 'log:report.updateTime', width: 180 },
  ],
  search: [{ name: 'name', label: 'log:report.name' }],
  fields: [{ name: 'name', label: 'log:report.name' }],
};

export const ReportListPage = () => <CrudPage screen={screen} />;
