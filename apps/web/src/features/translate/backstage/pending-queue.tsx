// 留言管理's 待审核 queue (approve before publish): the messages of the tenant waiting for a moderator, oldest first,
// each approved (button 审核: it shows on the board) or rejected (button 删除: removed, like any removal).
import { Button, Stack } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm.tsx';
import { toast } from '../../../components/toast.tsx';
import { approveMessages, fetchPendingMessages, removeMessages, type Message } from '../api.ts';
import { MessageList } from '../messages/message-list.tsx';
import { MessagePager } from '../messages/message-pager.tsx';

type Props = { mayApprove: boolean; mayRemove: boolean; onCount: (total: number) => void };

export function PendingQueue({ mayApprove, mayRemove, onCount }: Props) {
  const { t } = useTranslation(['translate', 'crud']);
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(10);
  const [page, setPage] = useState<{ records: Message[]; total: number } | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    fetchPendingMessages(current, size)
      .then((p) => {
        if (!live) return;
        setPage({ records: p.records.map((m) => ({ ...m, parentId: '0' })), total: p.total });
        onCount(p.total);
      })
      .catch(() => {
        if (live) setPage((p) => p ?? { records: [], total: 0 });
      });
    return () => {
      live = false;
    };
  }, [current, size, version, onCount]);

  const approve = async (m: Message) => {
    await approveMessages([m.id]);
    toast.success(t('translate:message.approved'));
    reload();
  };
  const reject = async (m: Message) => {
    if (!(await confirm(t('translate:message.confirmReject')))) return;
    await removeMessages([m.id]);
    toast.success(t('crud:deleted'));
    reload();
  };
  const actions = (m: Message) => (
    <Stack direction="row" spacing={0.5}>
      {mayApprove && (
        <Button size="small" color="success" onClick={() => void approve(m).catch(() => {})} data-testid="message-approve-button">
          {t('translate:message.approve')}
        </Button>
      )}
      {mayRemove && (
        <Button size="small" color="error" onClick={() => void reject(m).catch(() => {})} data-testid="message-reject-button">
          {t('translate:message.reject')}
        </Button>
      )}
    </Stack>
  );

  return (
    <div data-testid="pending-queue">
      <MessageList messages={page?.records ?? []} actions={actions} />
      {!!page?.total && (
        <MessagePager
          current={current}
          size={size}
          total={page.total}
          onPage={setCurrent}
          onSize={(n) => {
            setSize(n);
            setCurrent(1);
          }}
        />
      )}
    </div>
  );
}
