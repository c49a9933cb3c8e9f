// /system/topmenu: top menus, and the menu setting dialog (grant-top-tree, top-tree-keys, topmenu/grant).
import { useMemo, useState } from 'react';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen, Row } from '../../components/crud/crud-types.ts';
import * as topmenuRoutes from '../../generated/routes/topmenu.ts';
import { TreeGrantDialog } from '../../components/crud/tree-grant-dialog.tsx';
import { fetchGrantTopTree, fetchTopTreeKeys, grantTopMenus } from './api.ts';

const baseScreen: CrudScreen = {
  key: 'topmenu',
  api: topmenuRoutes.crud,
  partialSearch: true,
  permission: 'topmenu',
  columns: [
    { field: 'name', label: 'system:topMenu.name' },
    { field: 'code', label: 'system:topMenu.code' },
    { field: 'source', label: 'system:topMenu.source' },
    { field: 'sort', label: 'system:sort', width: 90 },
  ],
  search: [
    { name: 'code', label: 'system:topMenu.code' },
    { name: 'name', label: 'system:topMenu.name' },
  ],
  fields: [
    { name: 'name', label: 'system:topMenu.name', required: true },
    { name: 'code', label: 'system:topMenu.code', required: true },
    { name: 'source', label: 'system:topMenu.source' },
    { name: 'sort', label: 'system:sort', type: 'number', required: true, defaultValue: 1 },
  ],
};

export function TopMenuPage() {
  const [setting, setSetting] = useState<Row | null>(null);
  const screen = useMemo(
    (): CrudScreen => ({
      ...baseScreen,
      rowActions: [{ key: 'setting', label: 'system:topMenu.setting', permission: 'topmenu_setting', run: ([row]) => setSetting(row!) }],
    }),
    [],
  );
  return (
    <>
      <CrudPage screen={screen} />
      {setting && (
        <TreeGrantDialog
          testId="topmenu-setting"
          title="system:topMenu.setting"
          queryKey={`topmenu-setting-${setting.id}`}
          sections={[{ key: 'menu', label: 'system:topMenu.menus', testId: 'topmenu-setting-tree' }]}
          loadTrees={async () => ({ menu: await fetchGrantTopTree() })}
          loadKeys={async () => ({ menu: await fetchTopTreeKeys([setting.id]) })}
          save={(ids) => grantTopMenus([setting.id], ids.menu ?? [])}
          onClose={() => setSetting(null)}
        />
      )}
    </>
  );
}
