// /tool/datasource: PostgreSQL datasources of the code generator. The password is never shown; the connection test
// of a row uses the stored one, the form's test its values (the stored password while the field shows the mask). The
// built-in datasource (the platform's own database) is marked, has no address to show, and is neither edited nor
// removed.
import { Box, Chip } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen, Row } from '../../components/crud/crud-types.ts';
import * as datasourceRoutes from '../../generated/routes/datasource.ts';
import { toast } from '../../components/toast.tsx';
import { testConnection } from './develop-api.ts';
import { textOf } from '@blade/contract/text';

/** The test of a stored row or of the form: the built-in one by its id alone. */
const test = (values: Record<string, unknown>) =>
  values.builtIn === true
    ? testConnection({ id: textOf(values.id) })
    : testConnection({
        id: textOf(values.id) || undefined,
        url: textOf(values.url),
        username: textOf(values.username),
        password: textOf(values.password),
      });

const screen = (t: TFunction<['develop']>, connected: (msg: string) => void): CrudScreen => ({
  key: 'datasource',
  api: datasourceRoutes.crud,
  partialSearch: true,
  permission: 'datasource',
  columns: [
    {
      field: 'name',
      label: 'develop:ds.name',
      render: (row: Row) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
          <span>{textOf(row.name)}</span>
          {row.builtIn === true && (
            <Chip size="small" color="primary" variant="outlined" label={t('develop:ds.builtIn')} data-testid="datasource-built-in" />
          )}
        </Box>
      ),
    },
    {
      field: 'url',
      label: 'develop:ds.url',
      flex: 2,
      render: (row: Row) => (row.builtIn === true ? t('develop:ds.builtInUrl') : textOf(row.url)),
    },
    { field: 'username', label: 'develop:ds.username' },
    { field: 'remark', label: 'develop:ds.remark' },
  ],
  search: [{ name: 'name', label: 'develop:ds.name' }],
  fields: [
    { name: 'name', label: 'develop:ds.name', required: true },
    { name: 'driverClass', label: 'develop:ds.driverClass', defaultValue: 'org.postgresql.Driver' },
    { name: 'url', label: 'develop:ds.url', required: true, wide: true, defaultValue: 'postgresql://db.example.com:5432/blade' },
    { name: 'username', label: 'develop:ds.username', required: true },
    { name: 'password', label: 'develop:ds.password', type: 'password', requiredOnAdd: true },
    { name: 'remark', label: 'develop:ds.remark', type: 'textarea', wide: true },
  ],
  rowAllows: (action, row) => !(row.builtIn === true && (action === 'edit' || action === 'delete')),
  rowActions: [
    {
      key: 'test',
      label: 'develop:ds.test',
      run: async ([row]) => connected((await test(row!)).msg),
    },
  ],
  formActions: [
    {
      key: 'test',
      label: 'develop:ds.test',
      run: async (values) => connected((await test(values)).msg),
    },
  ],
});

export function DatasourcePage() {
  const { t } = useTranslation(['develop']);
  return <CrudPage screen={screen(t, (msg) => toast.success(msg || t('develop:ds.test')))} />;
}
