// /monitor/online: 在线用户, the open sessions of the administrator's tenant (every tenant's for the platform
// administrator), last seen first, with 强退 by the online_user_kick button. Ending one's own current session is
// allowed after a question that says it signs one out; the next call then finds the session ended.
import { Card, CardContent } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../components/confirm.tsx';
import { PAGE_SIZES } from '../../components/crud/list-state.ts';
import { OneFieldSearch } from '../../components/crud/one-field-search.tsx';
import { useListState } from '../../components/crud/use-list-state.ts';
import { ConsoleGrid, type RowAction } from '../../components/data-grid/console-grid.tsx';
import { toast } from '../../components/toast.tsx';
import { useSession } from '../../store/session-store.ts';
import { endSessions, fetchSessions, type Session } from './session-api.ts';
import { useSessionColumns } from './session-columns.tsx';

const KEY = ['online-sessions'];
const SHAPE = { sortable: [], searchable: ['account'] };
const rowIdOf = (row: Session) => row.id;

export function OnlinePage() {
  const { t } = useTranslation(['log', 'crud']);
  const queryClient = useQueryClient();
  const mayEnd = useSession((s) => !!s.permission.online_user_kick);
  const [list, setList] = useListState(true, SHAPE);
  const account = list.search.account ?? '';
  const { data, isFetching } = useQuery({
    queryKey: [...KEY, list.page, list.pageSize, account],
    queryFn: () => fetchSessions(list.page + 1, list.pageSize, account),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const columns = useSessionColumns(true);

  const end = async (row: Session) => {
    const question = row.current ? t('log:online.kickSelfConfirm') : t('log:online.kickConfirm', { account: row.account });
    if (!(await confirm(question))) return;
    await endSessions([row.id]);
    toast.success(t('log:online.kicked'));
    refresh();
  };
  const rowActions = (row: Session): RowAction[] =>
    mayEnd ? [{ key: 'kick', label: t('log:online.kick'), onClick: () => void end(row).catch(() => {}) }] : [];

  return (
    <Card data-testid="online-page">
      <CardContent>
        <OneFieldSearch
          label={t('log:online.account')}
          searched={account}
          onSearch={(text) => setList({ page: 0, search: text ? { account: text } : {} })}
        />
        <ConsoleGrid
          stateKey="online-sessions"
          rows={data?.records ?? []}
          columns={columns}
          rowId={rowIdOf}
          loading={isFetching}
          paging={{ page: list.page, pageSize: list.pageSize, pageSizes: PAGE_SIZES, total: data?.total ?? 0, onChange: setList }}
          actions={{ header: t('crud:actions'), of: rowActions }}
          onRefresh={refresh}
        />
      </CardContent>
    </Card>
  );
}
