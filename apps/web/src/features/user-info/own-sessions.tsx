// 个人信息's 登录设备 tab: the user's own open sessions, this one marked, each of which they may end. Ending this one
// signs them out (after a question saying so).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../components/confirm.tsx';
import { PAGE_SIZES } from '../../components/crud/list-state.ts';
import { ConsoleGrid, type RowAction } from '../../components/data-grid/console-grid.tsx';
import { toast } from '../../components/toast.tsx';
import { endOwnSession, fetchOwnSessions, type Session } from '../sessions/session-api.ts';
import { useSessionColumns } from '../sessions/session-columns.tsx';

const KEY = ['own-sessions'];
const rowIdOf = (row: Session) => row.id;

export function OwnSessions() {
  const { t } = useTranslation(['log', 'admin', 'crud']);
  const queryClient = useQueryClient();
  const { data, isFetching } = useQuery({ queryKey: KEY, queryFn: fetchOwnSessions, gcTime: 0 });
  const columns = useSessionColumns(false);
  const [paging, setPaging] = useState({ page: 0, pageSize: PAGE_SIZES[0]! });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });
  const end = async (row: Session) => {
    if (!(await confirm(row.current ? t('log:online.kickSelfConfirm') : t('admin:info.endSessionConfirm')))) return;
    await endOwnSession(row.id);
    toast.success(t('log:online.kicked'));
    refresh();
  };
  const rowActions = (row: Session): RowAction[] => [
    { key: 'end', label: t('admin:info.endSession'), onClick: () => void end(row).catch(() => {}) },
  ];
  return (
    <ConsoleGrid
      stateKey="own-sessions"
      rows={data ?? []}
      columns={columns}
      rowId={rowIdOf}
      loading={isFetching}
      paging={{ ...paging, pageSizes: PAGE_SIZES, onChange: setPaging }}
      actions={{ header: t('crud:actions'), of: rowActions }}
      onRefresh={refresh}
    />
  );
}
