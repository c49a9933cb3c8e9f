// /authority/role: the role tree, and the grant dialog (menu, data-scope and API-scope trees from menu/grant-tree,
// the roles' current keys from menu/role-tree-keys, all three sent back by role/grant).
import { useMemo, useState } from 'react';
import { SeedNameCell } from '../../components/seed-name-cell.tsx';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudContext, CrudScreen } from '../../components/crud/crud-types.ts';
import * as roleRoutes from '../../generated/routes/role.ts';
import { TreeGrantDialog, type GrantSection } from '../../components/crud/tree-grant-dialog.tsx';
import { fetchGrantTree, fetchRoleTreeKeys, grantRoles, pickRoleTree } from './api.ts';

type Grant = { roleIds: string[]; ctx: CrudContext } | null;

const SECTIONS: GrantSection[] = [
  { key: 'menu', label: 'admin:grant.menu', testId: 'role-grant-tree' },
  { key: 'dataScope', label: 'admin:grant.dataScope', testId: 'role-grant-data-scope' },
  { key: 'apiScope', label: 'admin:grant.apiScope', testId: 'role-grant-api-scope' },
];

function GrantDialog({ grant, onClose }: { grant: NonNullable<Grant>; onClose: () => void }) {
  return (
    <TreeGrantDialog
      testId="role-grant"
      title="system:role.grantTitle"
      sections={SECTIONS}
      queryKey={`role-grant-${grant.roleIds.join(',')}`}
      loadTrees={fetchGrantTree}
      loadKeys={() => fetchRoleTreeKeys(grant.roleIds)}
      save={async (ids) => {
        await grantRoles({
          roleIds: grant.roleIds,
          menuIds: ids.menu ?? [],
          dataScopeIds: ids.dataScope ?? [],
          apiScopeIds: ids.apiScope ?? [],
        });
        grant.ctx.clearSelection();
      }}
      onClose={onClose}
    />
  );
}

export function RolePage() {
  const [grant, setGrant] = useState<Grant>(null);
  const screen = useMemo(
    (): CrudScreen => ({
      key: 'role',
      api: { ...roleRoutes.crud, list: roleRoutes.list },
      treeList: true,
      permission: 'role',
      dateRange: false,
      columns: [
        {
          field: 'roleName',
          label: 'system:role.roleName',
          flex: 2,
          render: (row) => <SeedNameCell seedKey={`role.${String(row.id)}`} name={row.roleName} />,
        },
        { field: 'tenantId', label: 'system:tenantId' },
        { field: 'roleAlias', label: 'system:role.roleAlias' },
        { field: 'sort', label: 'system:sort', width: 90 },
      ],
      search: [
        { name: 'roleName', label: 'system:role.roleName' },
        { name: 'roleAlias', label: 'system:role.roleAlias' },
      ],
      fields: [
        { name: 'roleName', label: 'system:role.roleName', required: true },
        { name: 'roleAlias', label: 'system:role.roleAlias', required: true },
        { name: 'parentId', label: 'system:role.parentId', type: 'select', loadTree: pickRoleTree },
        { name: 'sort', label: 'system:sort', type: 'number', required: true, defaultValue: 1 },
      ],
      toForm: (row) => ({
        id: row.id,
        roleName: row.roleName,
        roleAlias: row.roleAlias,
        sort: row.sort,
        parentId: row.parentId === '0' ? '' : row.parentId,
      }),
      toolbarActions: [
        {
          key: 'grant',
          label: 'system:role.grant',
          permission: 'role_grant',
          run: (rows, ctx) => setGrant({ roleIds: rows.map((r) => r.id), ctx }),
        },
      ],
    }),
    [],
  );
  return (
    <>
      <CrudPage screen={screen} />
      {grant && <GrantDialog grant={grant} onClose={() => setGrant(null)} />}
    </>
  );
}
