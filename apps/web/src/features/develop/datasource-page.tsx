// /tool/datasource: PostgreSQL datasources of the code generator. The password is never shown; the connection test
// of a row uses the stored one.
import { useTranslation } from '../../i18n/translate.ts';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as datasourceRoutes from '../../generated/routes/datasource.ts';
import { toast } from '../../components/toast.tsx';
import { testConnection } from './develop-api.ts';

const screen = (connected: (msg: string) => void): CrudScreen => ({
  key: 'datasource',
  api: datasourceRoutes.crud,
  partialSearch: true,
  permission: 'datasource',
  columns: [
    { field: 'name', label: 'dev.ds.name' },
    { field: 'url', label: 'dev.ds.url', flex: 2 },
    { field: 'username', label: 'dev.ds.username' },
    { field: 'remark', label: 'dev.ds.remark' },
  ],
  search: [{ name: 'name', label: 'dev.ds.name' }],
  fields: [
    { name: 'name', label: 'dev.ds.name', required: true },
    { name: 'driverClass', label: 'dev.ds.driverClass', defaultValue: 'org.postgresql.Driver' },
    { name: 'url', label: 'dev.ds.url', required: true, wide: true, defaultValue: 'postgresql://127.0.0.1:5432/blade' },
    { name: 'username', label: 'dev.ds.username', required: true },
    { name: 'password', label: 'dev.ds.password', type: 'password', requiredOnAdd: true },
    { name: 'remark', label: 'dev.ds.remark', type: 'textarea', wide: true },
  ],
  rowActions: [{
    key: 'test', label: 'dev.ds.test',
    run: async ([row]) => {
      const res = await testConnection({ id: row!.id, url: String(row!.url), username: String(row!.username), password: String(row!.password ?? '') });
      connected(res.msg);
    },
  }],
});

export function DatasourcePage() {
  const { t } = useTranslation();
  return <CrudPage screen={screen((msg) => toast.success(msg || t('dev.ds.test')))} />;
}
