// /system/user-approval: 待审核, the applications of self-registered accounts of the administrator's tenant (every
// tenant's for the platform administrator), oldest first; approve (a role and a dept) or reject (a reason) by the
// user_approval_approve / user_approval_reject buttons. The rejected ones are listed apart, with their reasons.
import { Box, Button, Card, CardContent, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../components/crud/list-state.ts';
import { useListState } from '../../components/crud/use-list-state.ts';
import { ConsoleGrid, type ListColumn, type RowAction } from '../../components/data-grid/console-grid.tsx';
import { useSession } from '../../store/session-store.ts';
import { fetchApplicants, type Applicant, type ApprovalState } from './user-approval-api.ts';
import { ApproveDialog, RejectDialog } from './user-approval-dialogs.tsx';

const KEY = ['user-approval'];
const SHAPE = { sortable: [], searchable: ['account', 'status'] };
const rowIdOf = (row: Applicant) => row.id;
type Deciding = { kind: 'approve' | 'reject'; applicant: Applicant } | null;

function useColumns(status: ApprovalState): ListColumn<Applicant>[] {
  const { t } = useTranslation(['system']);
  const source = (code: string) => (code === 'register' || code === 'oidc' ? t(`system:approval.sources.${code}`) : code);
  return [
    { field: 'account', header: t('system:approval.account'), width: 140 },
    { field: 'name', header: t('system:approval.name'), width: 130 },
    { field: 'tenantName', header: t('system:approval.tenant'), width: 150, render: (row) => `${row.tenantName} (${row.tenantId})` },
    { field: 'registeredAt', header: t('system:approval.registeredAt'), width: 170 },
    { field: 'source', header: t('system:approval.source'), width: 120, render: (row) => source(row.source) },
    ...(status === 'rejected'
      ? [
          { field: 'decidedAt', header: t('system:approval.decidedAt'), width: 170 },
          { field: 'reason', header: t('system:approval.reason'), flex: 1 },
        ]
      : []),
  ];
}

export function UserApprovalPage() {
  const { t } = useTranslation(['system', 'crud']);
  const queryClient = useQueryClient();
  const mayApprove = useSession((s) => !!s.permission.user_approval_approve);
  const mayReject = useSession((s) => !!s.permission.user_approval_reject);
  const [list, setList] = useListState(true, SHAPE);
  const status: ApprovalState = list.search.status === 'rejected' ? 'rejected' : 'pending';
  const account = list.search.account ?? '';
  const [draft, setDraft] = useState({ of: account, text: account });
  if (draft.of !== account) setDraft({ of: account, text: account });
  const [deciding, setDeciding] = useState<Deciding>(null);
  const { data, isFetching } = useQuery({
    queryKey: [...KEY, status, list.page, list.pageSize, account],
    queryFn: () => fetchApplicants(list.page + 1, list.pageSize, status, account),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const columns = useColumns(status);
  const search = (next: { status?: ApprovalState; account?: string }) => {
    const chosen = { status: next.status ?? status, account: next.account ?? account };
    setList({
      page: 0,
      search: { ...(chosen.status === 'rejected' ? { status: 'rejected' } : {}), ...(chosen.account ? { account: chosen.account } : {}) },
    });
  };

  const rowActions = (row: Applicant): RowAction[] =>
    row.status !== 'pending'
      ? []
      : [
          ...(mayApprove
            ? [{ key: 'approve', label: t('system:approval.approve'), onClick: () => setDeciding({ kind: 'approve', applicant: row }) }]
            : []),
          ...(mayReject
            ? [{ key: 'reject', label: t('system:approval.reject'), onClick: () => setDeciding({ kind: 'reject', applicant: row }) }]
            : []),
        ];
  const done = () => {
    setDeciding(null);
    refresh();
  };

  return (
    <Card data-testid="user-approval-page">
      <CardContent>
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            search({ account: draft.text.trim() });
          }}
          sx={{ display: 'flex', gap: 1.5, mb: 2, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={status}
            onChange={(_e, value: ApprovalState | null) => value && search({ status: value })}
            aria-label={t('system:approval.pending')}
          >
            <ToggleButton value="pending">{t('system:approval.pending')}</ToggleButton>
            <ToggleButton value="rejected">{t('system:approval.rejected')}</ToggleButton>
          </ToggleButtonGroup>
          <TextField
            size="small"
            label={t('system:approval.account')}
            value={draft.text}
            onChange={(e) => setDraft({ of: account, text: e.target.value })}
            sx={{ width: 220 }}
          />
          <Button type="submit" variant="contained">
            {t('crud:search')}
          </Button>
        </Box>
        <ConsoleGrid
          stateKey={`user-approval-${status}`}
          rows={data?.records ?? []}
          columns={columns}
          rowId={rowIdOf}
          loading={isFetching}
          paging={{ page: list.page, pageSize: list.pageSize, pageSizes: PAGE_SIZES, total: data?.total ?? 0, onChange: setList }}
          actions={status === 'pending' ? { header: t('crud:actions'), of: rowActions } : undefined}
          empty={t('system:approval.empty')}
          onRefresh={refresh}
        />
      </CardContent>
      {deciding?.kind === 'approve' && <ApproveDialog applicant={deciding.applicant} onClose={() => setDeciding(null)} onDone={done} />}
      {deciding?.kind === 'reject' && <RejectDialog applicant={deciding.applicant} onClose={() => setDeciding(null)} onDone={done} />}
    </Card>
  );
}
