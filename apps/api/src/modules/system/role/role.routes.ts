// Blade's /blade-system/role: a tenant's role tree (RoleVO lists, TreeNode pickers), its CRUD under the role rules
// (role-rules.ts) and the grant of menus and scopes (role-grant.ts).
import { roleEntity, roleRoutes } from '@blade/contract';
import { AppError } from '../../../core/app-error.ts';
import { createCrudService } from '../../../core/crud/crud-service.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import type { Mount } from '../../../core/mount-route.ts';
import { currentContext, isAdministrator, seesAllTenants } from '../../../lib/request-context.ts';
import { buildTree } from '../../../core/tree.ts';
import type { Services } from '../../../services.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { markHasChildren, treeNode } from '../../../core/tree-nodes.ts';
import { createRoleGrant } from './role-grant.ts';
import { assertAliasesChangeable } from './role-alias-rules.ts';
import { prepareRole } from './role-rules.ts';
import { ADMINISTRATOR_ALIAS, visibleRoleWhere } from './role-visibility.ts';

type RoleRow = { id: bigint; tenantId: string; parentId: bigint; roleName: string; sort: number; roleAlias: string; isDeleted: number };
type RoleRecord = ReturnType<typeof roleRecord>;
type RoleVO = RoleRecord & { parentName: string; children?: RoleVO[]; hasChildren?: boolean };

const roleRecord = (r: RoleRow) => ({
  id: String(r.id),
  tenantId: r.tenantId,
  parentId: String(r.parentId),
  roleName: r.roleName,
  sort: r.sort,
  roleAlias: r.roleAlias,
  isDeleted: r.isDeleted,
});
const roleNode = (r: RoleRow) => treeNode(String(r.id), String(r.parentId), r.roleName);
const order: Array<Record<string, 'asc' | 'desc'>> = [{ sort: 'asc' }, { id: 'asc' }];

export function mountRole(mount: Mount, s: Pick<Services, 'crudDeps' | 'db' | 'menus'>): void {
  const service = createCrudService(
    {
      spec: roleEntity,
      model: (db) => db.role,
      defaultOrder: order,
      toRecord: roleRecord,
      prepare: prepareRole,
      tree: { parentField: 'parentId' },
      // Lists run inside a request: non-administrators never see the administrator role.
      baseWhere: () => visibleRoleWhere(currentContext().user!),
    },
    s.crudDeps,
  );

  /** RoleVO: the parent's roleName, read for a whole list at once. */
  async function withParentNames(records: RoleRecord[]): Promise<RoleVO[]> {
    const ids = [...new Set(records.map((r) => r.parentId).filter((id) => id !== '0'))].map(BigInt);
    const parents = ids.length ? await s.db.role.findMany({ where: { id: { in: ids } }, select: { id: true, roleName: true } }) : [];
    const names = new Map(parents.map((p) => [String(p.id), p.roleName]));
    return records.map((r) => ({ ...r, parentName: names.get(r.parentId) ?? '' }));
  }

  const grant = createRoleGrant(s);
  mountCrud(mount, roleEntity, service, {
    page: async ({ query }, { user }) => {
      const page = await service.page(query, user);
      return { ...page, records: await withParentNames(page.records as RoleRecord[]) };
    },
    detail: async ({ query }, { user }) => {
      const row = await s.db.role.findFirst({ where: { id: BigInt((query as { id: string }).id), ...visibleRoleWhere(user) } });
      return row ? (await withParentNames([roleRecord(row)]))[0] : null;
    },
    remove: async ({ query }, { user }) => {
      const ids = query.ids.map(BigInt);
      if (!isAdministrator(user) && (await s.db.role.count({ where: { id: { in: ids }, roleAlias: ADMINISTRATOR_ALIAS } }))) {
        throw new AppError(403, 'roleAdministratorForbidden');
      }
      const removed = await s.db.role.findMany({ where: { id: { in: ids } }, select: { id: true, tenantId: true, roleAlias: true } });
      await assertAliasesChangeable(s.db, user, removed);
      // Holders of a removed role are signed out: their tokens name it. Only roles the caller sees (the scoped read).
      const holders = await s.db.userRole.findMany({ where: { roleId: { in: removed.map((r) => r.id) } }, select: { userId: true } });
      const reply = await service.remove(query.ids, user);
      await revokeUserSessions(
        s.db,
        holders.map((h) => h.userId),
      );
      return reply;
    },
  });

  mount(roleRoutes.list, async ({ query }, { user }) =>
    markHasChildren(buildTree(await withParentNames((await service.all(query, user)) as RoleRecord[]))),
  );

  mount(roleRoutes.tree, async ({ query }, { user }) => {
    const tenantId = query.tenantId && seesAllTenants(user) ? query.tenantId : user.tenantId;
    const rows = await s.db.role.findMany({ where: { tenantId, ...visibleRoleWhere(user) }, orderBy: order });
    return buildTree(rows.map(roleNode));
  });

  mount(roleRoutes.treeById, async ({ query }, { user }) => {
    const root = await s.db.role.findFirst({ where: { id: BigInt(query.roleId), ...visibleRoleWhere(user) } });
    if (!root) return [];
    const rows = await s.db.role.findMany({ where: { tenantId: root.tenantId, ...visibleRoleWhere(user) }, orderBy: order });
    const children = new Map<string, string[]>();
    for (const r of rows) children.set(String(r.parentId), [...(children.get(String(r.parentId)) ?? []), String(r.id)]);
    const inside = new Set<string>();
    for (const stack = [String(root.id)]; stack.length;) {
      const id = stack.pop()!;
      if (inside.has(id)) continue;
      inside.add(id);
      stack.push(...(children.get(id) ?? []));
    }
    // The root's own parent is left out, so buildTree makes it the root.
    return buildTree(rows.filter((r) => inside.has(String(r.id))).map(roleNode));
  });

  mount(roleRoutes.select, async ({ query }, { user }) => {
    let ids: bigint[] | undefined;
    if (query.userId) {
      const owner = await s.db.user.findFirst({ where: { id: BigInt(query.userId) }, select: { roles: { select: { roleId: true } } } });
      ids = owner?.roles.map((r) => r.roleId) ?? [];
    } else if (query.roleId) {
      ids = query.roleId.split(',').map(BigInt);
    }
    const rows = await s.db.role.findMany({ where: { ...(ids ? { id: { in: ids } } : {}), ...visibleRoleWhere(user) }, orderBy: order });
    return rows.map(roleRecord);
  });

  mount(roleRoutes.grant, ({ body }, { user }) => grant(body, user));
}
