// /tool/datasource: PostgreSQL datasources of the code generator. The password is never shown; the connection test
// of a row uses the stored one, the form's test its values (the stored password while the field shows the mask). The
// built-in datasource (the platform's own database) is marked, has no address to show, and is neither edited nor
// removed.
import { Box, Chip } from '@mui/material';
import { useTranslation } from '../../i18n/translate.ts';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen, Row } from '../../components/crud/crud-types.ts';
import * as datasourceRoutes from '../../generated/routes/datasource.ts';
import { toast } from '../../components/toast.tsx';
import { testConnection } from './develop-api.ts';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
/** The test of a stored row or of the form: the built-in one by its id alone. */
const test = (values: Record<string, unknown>) =>
  values.builtIn === true
    ? testConnection({ id: text(values.id) })
    : testConnection({
        id: text(values.id) || undefined,
        url: text(values.url),
        username: text(values.username),
        password: text(values.password),
      });

const screen = (t: (key: string) => string, connected: (msg: string) => void): CrudScreen => ({
  key: 'datasource',
  api: datasourceRoutes.crud,
  partialSearch: true,
  permission: 'datasource',
  columns: [
    {
      field: 'name',
      label: 'dev.ds.name',
      render: (row: Row) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
          <span>{text(row.name)}</span>
          {row.builtIn === true && (
            <Chip size="small" color="primary" variant="outlined" label={t('dev.ds.builtIn')} data-testid="datasource-built-in" />
          )}
        </Box>
      ),
    },
    { field: 'url', label: 'dev.ds.url', flex: 2, render: (row: Row) => (row.builtIn === true ? t('dev.ds.builtInUrl') : text(row.url)) },
    { field: 'username', label: 'dev.ds.username' },
    { field: 'remark', label: 'dev.ds.remark' },
  ],
  search: [{ name: 'name', label: 'dev.ds.name' }],
  fields: [
    { name: 'name', label: 'dev.ds.name', required: true },
    { name: 'driverClass', label: 'dev.ds.driverClass', defaultValue: 'org.postgresql.Driver' },
    { name: 'url', label: 'dev.ds.url', required: true, wide: true, defaultValue: 'postgresql://db.example.com:5432/blade' },
    { name: 'username', label: 'dev.ds.username', required: true },
    { name: 'password', label: 'dev.ds.password', type: 'password', requiredOnAdd: true },
    { name: 'remark', label: 'dev.ds.remark', type: 'textarea', wide: true },
  ],
  rowAllows: (action, row) => !(row.builtIn === true && (action === 'edit' || action === 'delete')),
  rowActions: [
    {
      key: 'test',
      label: 'dev.ds.test',
      run: async ([row]) => connected((await test(row!)).msg),
    },
  ],
  formActions: [
    {
      key: 'test',
      label: 'dev.ds.test',
      run: async (values) => connected((await test(values)).msg),
    },
  ],
});

export function DatasourcePage() {
  const { t } = useTranslation();
  return <CrudPage screen={screen(t, (msg) => toast.success(msg || t('dev.ds.test')))} />;
}
