// /authority/role: the role tree, and the grant dialog (menu tree from menu/grant-tree, the roles' current keys
// from menu/role-tree-keys; data and API scopes are sent back unchanged).
import { roleEntity } from '@blade/contract';
import { useMemo, useRef, useState } from 'react';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudContext, CrudScreen } from '../../components/crud/crud-types.ts';
import { TreeGrantDialog } from '../../components/crud/tree-grant-dialog.tsx';
import { fetchGrantTree, fetchRoleTree, fetchRoleTreeKeys, grantRoles, type GrantKeys } from './api.ts';

type Grant = { roleIds: string[]; ctx: CrudContext } | null;

function GrantDialog({ grant, onClose }: { grant: NonNullable<Grant>; onClose: () => void }) {
  // Data and API scopes are not edited here: they go back as they are.
  const keys = useRef<GrantKeys | null>(null);
  return (
    <TreeGrantDialog
      testId="role-grant" title="sys.role.grantTitle" label="sys.role.menus" queryKey={`role-grant-${grant.roleIds.join(',')}`}
      loadTree={async () => (await fetchGrantTree()).menu}
      loadKeys={async () => (keys.current = await fetchRoleTreeKeys(grant.roleIds)).menu}
      save={async (menuIds) => {
        await grantRoles({ roleIds: grant.roleIds, menuIds, dataScopeIds: keys.current?.dataScope ?? [], apiScopeIds: keys.current?.apiScope ?? [] });
        grant.ctx.clearSelection();
      }}
      onClose={onClose}
    />
  );
}

export function RolePage() {
  const [grant, setGrant] = useState<Grant>(null);
  const screen = useMemo((): CrudScreen => ({
    key: 'role',
    base: '/api/blade-system/role',
    treeList: true,
    permission: 'role',
    schema: roleEntity.submit,
    dateRange: false,
    columns: [
      { field: 'roleName', label: 'sys.role.roleName', flex: 2 },
      { field: 'tenantId', label: 'sys.tenantId' },
      { field: 'roleAlias', label: 'sys.role.roleAlias' },
      { field: 'sort', label: 'sys.sort', width: 90 },
    ],
    search: [
      { name: 'roleName', label: 'sys.role.roleName' },
      { name: 'roleAlias', label: 'sys.role.roleAlias' },
    ],
    fields: [
      { name: 'roleName', label: 'sys.role.roleName', required: true },
      { name: 'roleAlias', label: 'sys.role.roleAlias', required: true },
      { name: 'parentId', label: 'sys.role.parentId', type: 'select', loadTree: fetchRoleTree },
      { name: 'sort', label: 'sys.sort', type: 'number', required: true, defaultValue: 1 },
    ],
    toForm: (row) => ({ id: row.id, roleName: row.roleName, roleAlias: row.roleAlias, sort: row.sort, parentId: row.parentId === '0' ? '' : row.parentId }),
    toolbarActions: [{ key: 'grant', label: 'sys.role.grant', permission: 'role_grant', run: (rows, ctx) => setGrant({ roleIds: rows.map((r) => r.id), ctx }) }],
  }), []);
  return (
    <>
      <CrudPage screen={screen} />
      {grant && <GrantDialog grant={grant} onClose={() => setGrant(null)} />}
    </>
  );
}
