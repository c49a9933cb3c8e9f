// /system/user: users of the department picked in the tree on the left (with every department below it, Blade's
// page), with role / dept / post selects (of the chosen tenant, for the platform administrator); the reset-password,
// unlock, grant-roles and platform actions on the selected rows; import (dialog) and export (the list's filters)
// without a selection.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../components/confirm.tsx';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudContext, CrudScreen, KeyedOption } from '../../components/crud/crud-types.ts';
import * as userRoutes from '../../generated/routes/user.ts';
import { TreeCheckList } from '../../components/crud/tree-check-list.tsx';
import { toast } from '../../components/toast.tsx';
import { flattenTreeNodes, TreeFilter } from '../../components/tree-filter.tsx';
import { useSession } from '../../store/session-store.ts';
import { exportTemplate, exportUsers, importUsers } from './admin-api.ts';
import {
  fetchDeptTree,
  fetchTenantOptions,
  grantUserRoles,
  pickDeptTree,
  pickPostOptions,
  pickRoleTree,
  resetPasswords,
  resetSecondFactors,
  unlockUsers,
} from './api.ts';
import { XlsxImportDialog } from './xlsx-import-dialog.tsx';
import type { IssuedPassword } from '../../components/issued-passwords-dialog.tsx';
import { IssuedPasswordsDialog } from '../../components/issued-passwords-dialog.tsx';
import { UserPlatformDialog } from './user-platform-dialog.tsx';
import { UserOauthDialog } from './user-oauth-dialog.tsx';
import { SeedNamesCell } from '../../components/seed-name-cell.tsx';
import { useSeedName } from '../../i18n/seed-name.ts';
import { textOf } from '@blade/contract/text';

const SEXES: KeyedOption[] = [
  { value: '1', label: 'system:user.male' },
  { value: '2', label: 'system:user.female' },
  { value: '3', label: 'system:user.unknown' },
];

type Grant = { userIds: string[]; ctx: CrudContext } | null;
type Dialogs =
  { kind: 'import'; ctx: CrudContext } | { kind: 'platform'; userId: string; ctx: CrudContext } | { kind: 'oauth'; userId: string } | null;

function GrantDialog({ grant, onClose }: { grant: NonNullable<Grant>; onClose: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'system', 'common', 'crud']);
  const [roleIds, setRoleIds] = useState<string[]>([]);
  // Named in the language they were read in (seeded roles in English in English).
  const { data = [] } = useQuery({
    queryKey: ['crud-tree', 'user', 'roleId', i18n.resolvedLanguage],
    queryFn: () => pickRoleTree(),
    staleTime: 30_000,
  });
  const save = async () => {
    if (!roleIds.length) {
      toast.warning(t('crud:requiredSelect', { label: t('system:user.grantRoles') }));
      return;
    }
    await grantUserRoles(grant.userIds, roleIds);
    toast.success(t('crud:done'));
    grant.ctx.clearSelection();
    grant.ctx.refresh();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="user-grant">
      <DialogTitle>{t('system:user.grantTitle')}</DialogTitle>
      <DialogContent>
        <TreeCheckList nodes={data} value={roleIds} onChange={setRoleIds} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" onClick={() => void save().catch(() => {})}>
          {t('common:confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const PLATFORM_TENANT = '000000';

/** The department tree beside the grid: picking one lists its users and those of every department below it. */
function DeptFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation(['admin', 'system', 'common', 'crud']);
  const { data } = useQuery({ queryKey: ['user', 'dept-filter'], queryFn: () => fetchDeptTree(), staleTime: 30_000 });
  const seedName = useSeedName();
  // A seeded department reads in the console's language, as in the list beside it.
  const nodes = useMemo(
    () => flattenTreeNodes(data ?? []).map((n) => ({ ...n, name: seedName(`dept.${n.id}`, n.name) })),
    [data, seedName],
  );
  return (
    <TreeFilter
      nodes={nodes}
      value={value}
      onChange={onChange}
      allLabel={t('system:user.allDepts')}
      testId="user-dept-tree"
      nodeTestId="user-dept-node"
    />
  );
}

export function UserPage() {
  const { t } = useTranslation(['admin', 'system', 'common', 'crud']);
  const [grant, setGrant] = useState<Grant>(null);
  const [dialog, setDialog] = useState<Dialogs>(null);
  // The new passwords of a reset, shown once.
  const [issued, setIssued] = useState<IssuedPassword[] | null>(null);
  const [deptId, setDeptId] = useState('');
  // The platform administrator creates users in any tenant: the form names the tenant, and its roles, departments
  // and posts follow the choice.
  const platformAdmin = useSession((s) => s.userInfo?.tenant_id === PLATFORM_TENANT && s.roles.includes('administrator'));
  const screen = useMemo((): CrudScreen => {
    const ofTenant = platformAdmin ? { dependsOn: 'tenantId' } : {};
    return {
      key: 'user',
      api: { ...userRoutes.crud, list: userRoutes.page },
      // Blade's page: a department filter takes in every department below it.
      permission: 'user',
      nameField: 'realName',
      columns: [
        { field: 'account', label: 'system:user.account' },
        { field: 'tenantId', label: 'system:tenantId', width: 100 },
        { field: 'name', label: 'system:user.name' },
        { field: 'realName', label: 'system:user.realName' },
        {
          field: 'roleName',
          label: 'system:user.roleName',
          render: (row) => <SeedNamesCell group="role" ids={row.roleId} names={row.roleName} />,
        },
        {
          field: 'deptName',
          label: 'system:user.deptName',
          render: (row) => <SeedNamesCell group="dept" ids={row.deptId} names={row.deptName} />,
        },
      ],
      search: [
        { name: 'account', label: 'system:user.account' },
        { name: 'realName', label: 'system:user.realName' },
      ],
      fields: [
        ...(platformAdmin
          ? [
              {
                name: 'tenantId',
                label: 'system:tenantId' as const,
                type: 'select' as const,
                loadOptions: fetchTenantOptions,
                required: true,
                readOnlyOn: ['edit' as const],
                defaultValue: PLATFORM_TENANT,
              },
            ]
          : []),
        { name: 'account', label: 'system:user.account', required: true, readOnlyOn: ['edit'] },
        { name: 'password', label: 'system:user.password', type: 'password', requiredOnAdd: true, hideOn: ['edit', 'view'] },
        { name: 'name', label: 'system:user.name', required: true },
        { name: 'realName', label: 'system:user.realName', required: true },
        { name: 'phone', label: 'system:user.phone' },
        { name: 'email', label: 'system:user.email' },
        { name: 'sex', label: 'system:user.sex', type: 'select', options: SEXES },
        { name: 'code', label: 'system:user.code' },
        { name: 'roleId', label: 'system:user.roleId', type: 'multiselect', loadTree: pickRoleTree, required: true, ...ofTenant },
        { name: 'deptId', label: 'system:user.deptId', type: 'multiselect', loadTree: pickDeptTree, required: true, ...ofTenant },
        { name: 'postId', label: 'system:user.postId', type: 'multiselect', loadOptions: pickPostOptions, ...ofTenant },
      ],
      toForm: (row) => ({
        id: row.id,
        tenantId: row.tenantId ?? PLATFORM_TENANT,
        account: row.account ?? '',
        name: row.name ?? '',
        realName: row.realName ?? '',
        phone: row.phone ?? '',
        email: row.email ?? '',
        sex: textOf(row.sex),
        code: row.code ?? '',
        roleId: textOf(row.roleId).split(',').filter(Boolean),
        deptId: textOf(row.deptId).split(',').filter(Boolean),
        postId: textOf(row.postId).split(',').filter(Boolean),
      }),
      toolbarActions: [
        {
          key: 'reset',
          label: 'system:user.reset',
          permission: 'user_reset',
          run: async (rows) => {
            if (!(await confirm(t('system:user.confirmReset')))) return;
            const answer = await resetPasswords(rows.map((r) => r.id));
            if ('passwords' in answer) setIssued(answer.passwords);
          },
        },
        {
          key: 'unlock',
          label: 'system:user.unlock',
          permission: 'user_unlock',
          run: async (rows) => {
            if (!(await confirm(t('system:user.confirmUnlock')))) return;
            await unlockUsers(rows.map((r) => r.id));
            toast.success(t('crud:done'));
          },
        },
        {
          key: 'secondFactor',
          label: 'system:user.secondFactor',
          permission: 'user_second_factor',
          run: async (rows) => {
            if (!(await confirm(t('system:user.confirmSecondFactor')))) return;
            await resetSecondFactors(rows.map((r) => r.id));
            toast.success(t('crud:done'));
          },
        },
        {
          key: 'grant',
          label: 'system:user.grant',
          permission: 'user_role',
          run: (rows, ctx) => setGrant({ userIds: rows.map((r) => r.id), ctx }),
        },
        {
          key: 'platform',
          label: 'admin:user.platform',
          permission: 'user_platform',
          run: (rows, ctx) => {
            if (rows.length !== 1) toast.warning(t('admin:user.selectOnlyOne'));
            else setDialog({ kind: 'platform', userId: rows[0]!.id, ctx });
          },
        },
        {
          key: 'oauth',
          label: 'system:oidc.identities',
          permission: 'user_oauth',
          run: (rows) => {
            if (rows.length !== 1) toast.warning(t('admin:user.selectOnlyOne'));
            else setDialog({ kind: 'oauth', userId: rows[0]!.id });
          },
        },
        {
          key: 'import',
          label: 'admin:user.import',
          permission: 'user_import',
          noSelection: true,
          run: (_rows, ctx) => setDialog({ kind: 'import', ctx }),
        },
        {
          key: 'export',
          label: 'admin:user.export',
          permission: 'user_export',
          noSelection: true,
          run: async (_rows, ctx) => {
            if (await confirm(t('admin:user.confirmExport'))) await exportUsers(ctx.filters);
          },
        },
      ],
    };
  }, [t, platformAdmin]);
  const listed = useMemo((): CrudScreen => ({ ...screen, baseQuery: deptId ? { deptId } : undefined }), [screen, deptId]);
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Paper sx={{ width: { md: 220 }, flexShrink: 0, alignSelf: 'flex-start' }}>
          <DeptFilter value={deptId} onChange={setDeptId} />
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <CrudPage screen={listed} />
        </Box>
      </Stack>
      {grant && <GrantDialog grant={grant} onClose={() => setGrant(null)} />}
      {issued && <IssuedPasswordsDialog passwords={issued} onClose={() => setIssued(null)} />}
      {dialog?.kind === 'import' && (
        <XlsxImportDialog
          title="admin:user.importTitle"
          testId="user-import"
          upload={importUsers}
          downloadTemplate={exportTemplate}
          onClose={() => setDialog(null)}
          onImported={dialog.ctx.refresh}
        />
      )}
      {dialog?.kind === 'platform' && (
        <UserPlatformDialog userId={dialog.userId} onClose={() => setDialog(null)} onSaved={dialog.ctx.refresh} />
      )}
      {dialog?.kind === 'oauth' && <UserOauthDialog userId={dialog.userId} onClose={() => setDialog(null)} />}
    </>
  );
}
