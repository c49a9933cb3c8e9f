// /authority/datascope and /authority/apiscope (Blade's datascope.vue / apiscope.vue): the menu tree on the
// list page; a menu's 权限配置 row button (data_scope_setting / api_scope_setting) opens a drawer with that
// menu's scopes (list?menuId=) and their add / edit / view / delete, all through the generic CRUD page.
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudFormField, CrudScreen, Row } from '../../components/crud/crud-types.ts';
import { fetchDictOptions } from '../../api/dict-options.ts';
import * as apiScopeRoutes from '../../generated/routes/api-scope.ts';
import * as dataScopeRoutes from '../../generated/routes/data-scope.ts';
import * as menuRoutes from '../../generated/routes/menu.ts';
import { textOf } from '@blade/contract/text';

type Kind = 'data' | 'api';
type Menu = { id: string; name: string; code: string };

const KINDS = {
  data: {
    key: 'data-scope',
    api: dataScopeRoutes.crud,
    code: 'data_scope',
    title: 'admin:scope.dataTitle',
    dict: 'data_scope_type',
    columns: [
      { field: 'scopeName', label: 'admin:scope.scopeName' },
      { field: 'resourceCode', label: 'admin:scope.resourceCode' },
      { field: 'scopeColumn', label: 'admin:scope.scopeColumn' },
      { field: 'scopeTypeName', label: 'admin:scope.scopeType' },
    ],
    fields: (): CrudFormField[] => [
      { name: 'scopeName', label: 'admin:scope.scopeName', required: true },
      { name: 'resourceCode', label: 'admin:scope.resourceCode', required: true },
      { name: 'scopeColumn', label: 'admin:scope.scopeColumn' },
      {
        name: 'scopeType',
        label: 'admin:scope.scopeType',
        type: 'select',
        required: true,
        loadOptions: () => fetchDictOptions('data_scope_type'),
        optionsKey: 'data_scope_type',
        defaultValue: '1',
      },
      { name: 'scopeField', label: 'admin:scope.scopeField', defaultValue: '*' },
      { name: 'scopeClass', label: 'admin:scope.scopeClass' },
      { name: 'scopeValue', label: 'admin:scope.scopeValue', wide: true },
      { name: 'remark', label: 'admin:scope.remark', type: 'textarea' },
    ],
  },
  api: {
    key: 'api-scope',
    api: apiScopeRoutes.crud,
    code: 'api_scope',
    title: 'admin:scope.apiTitle',
    dict: 'api_scope_type',
    columns: [
      { field: 'scopeName', label: 'admin:scope.apiName' },
      { field: 'resourceCode', label: 'admin:scope.apiCode' },
      { field: 'scopePath', label: 'admin:scope.scopePath', flex: 2 },
      { field: 'scopeTypeName', label: 'admin:scope.apiType' },
    ],
    fields: (): CrudFormField[] => [
      { name: 'scopeName', label: 'admin:scope.apiName', required: true },
      { name: 'resourceCode', label: 'admin:scope.apiCode', required: true },
      { name: 'scopePath', label: 'admin:scope.scopePath', required: true, wide: true },
      {
        name: 'scopeType',
        label: 'admin:scope.apiType',
        type: 'select',
        required: true,
        loadOptions: () => fetchDictOptions('api_scope_type'),
        optionsKey: 'api_scope_type',
        defaultValue: '1',
      },
      { name: 'remark', label: 'admin:scope.remark', type: 'textarea' },
    ],
  },
} as const;

function ScopeDrawer({ kind, menu, onClose }: { kind: Kind; menu: Menu; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const k = KINDS[kind];
  const screen = useMemo((): CrudScreen => {
    const fields = k.fields();
    // New scopes of a menu start with its code and name, as Blade pre-fills them.
    const defaults: Record<string, unknown> = { resourceCode: menu.code, scopeName: menu.name };
    return {
      key: k.key,
      api: k.api,
      // A list over the menu list: its paging stays its own, out of the address the menu list keeps its own in.
      urlState: false,
      partialSearch: true,
      permission: k.code,
      // Blade's scope drawer shows every button to whoever may open it (the API keeps writes to the platform admin).
      allow: () => true,
      dateRange: false,
      baseQuery: { menuId: menu.id },
      columns: [...k.columns],
      search: [],
      fields: fields.map((f) => (f.name in defaults ? { ...f, defaultValue: defaults[f.name] } : f)),
      toForm: (row: Row) => {
        const values: Record<string, unknown> = { id: row.id };
        for (const f of fields) values[f.name] = row[f.name] == null ? '' : String(row[f.name]);
        return values;
      },
      toSubmit: (values, mode) => {
        const body: Record<string, unknown> = { menuId: menu.id };
        for (const f of fields) body[f.name] = typeof values[f.name] === 'string' ? (values[f.name] as string).trim() : values[f.name];
        body.scopeType = Number(values.scopeType) || undefined;
        if (mode === 'edit') body.id = values.id;
        return body;
      },
    };
  }, [k, menu]);
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: '70%' } } } }}
      data-testid={`${k.key}-drawer`}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1 }}>
        <Typography variant="h6" sx={{ flex: 1 }}>
          {t(k.title, { name: menu.name })}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common:close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 1 }}>
        <CrudPage screen={screen} />
      </Box>
    </Drawer>
  );
}

function ScopePage({ kind }: { kind: Kind }) {
  const [menu, setMenu] = useState<Menu | null>(null);
  const k = KINDS[kind];
  const screen = useMemo(
    (): CrudScreen => ({
      key: `${k.key}-menu`,
      api: { ...menuRoutes.crud, list: menuRoutes.menuList },
      treeList: true,
      permission: k.code,
      // The menu list itself is read-only here: only the 权限配置 row button.
      allow: () => false,
      dateRange: false,
      columns: [
        { field: 'name', label: 'admin:scope.menuName', flex: 2 },
        { field: 'code', label: 'admin:scope.menuCode' },
        { field: 'path', label: 'admin:scope.path', flex: 2 },
      ],
      search: [
        { name: 'name', label: 'admin:scope.menuName' },
        { name: 'code', label: 'admin:scope.menuCode' },
      ],
      fields: [],
      rowActions: [
        {
          key: 'setting',
          label: 'admin:scope.setting',
          permission: `${k.code}_setting`,
          run: ([row]) => setMenu({ id: row!.id, name: textOf(row!.name), code: textOf(row!.code) }),
        },
      ],
    }),
    [k],
  );
  return (
    <>
      <CrudPage screen={screen} />
      {menu && <ScopeDrawer kind={kind} menu={menu} onClose={() => setMenu(null)} />}
    </>
  );
}

export const DataScopePage = () => <ScopePage kind="data" />;
export const ApiScopePage = () => <ScopePage kind="api" />;
