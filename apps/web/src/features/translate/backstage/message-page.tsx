// /translation/message: the message board's manager view (spec 9): every message with its replies, a reply to a
// top-level message (button 回复) and removal (button 删除; a message's replies go with it). Moderators (审核 or
// 删除) also switch to the 待审核 queue of messages waiting for approval (pending-queue.tsx).
import {
  Badge,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogTitle,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm.tsx';
import { toast } from '../../../components/toast.tsx';
import { useSession } from '../../../store/session-store.ts';
import { BUTTONS, fetchPendingMessages, postMessage, removeMessages, type Message } from '../api.ts';
import { MessageForm } from '../messages/message-form.tsx';
import { MessageList } from '../messages/message-list.tsx';
import { MessagePager } from '../messages/message-pager.tsx';
import { useMessages } from '../messages/use-messages.ts';
import { PendingQueue } from './pending-queue.tsx';

export function MessagePage() {
  const { t } = useTranslation(['translate', 'crud']);
  const mayReply = useSession((s) => !!s.permission[BUTTONS.reply]);
  const mayRemove = useSession((s) => !!s.permission[BUTTONS.removeMessage]);
  const mayApprove = useSession((s) => !!s.permission[BUTTONS.approveMessage]);
  const board = useMessages();
  const [replying, setReplying] = useState<Message | null>(null);
  const [view, setView] = useState<'all' | 'pending'>('all');
  const [waiting, setWaiting] = useState(0);
  // The queue's size on its tab, so a moderator sees there is something to review without opening it.
  useEffect(() => {
    if (!mayApprove && !mayRemove) return;
    let live = true;
    fetchPendingMessages(1, 10)
      .then((p) => {
        if (live) setWaiting(p.total);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [mayApprove, mayRemove]);
  const showView = (next: 'all' | 'pending' | null) => {
    if (!next) return;
    setView(next);
    if (next === 'all') board.reload();
  };

  const reply = async (content: string) => {
    await postMessage(content, replying!.id);
    toast.success(t('translate:message.replied'));
    setReplying(null);
    board.reload();
  };
  const remove = async (m: Message) => {
    if (!(await confirm(t('translate:message.confirmRemove')))) return;
    await removeMessages([m.id]);
    toast.success(t('crud:deleted'));
    board.reload();
  };
  const actions = (m: Message, isReply: boolean) =>
    (mayReply || mayRemove) && (
      <Stack direction="row" spacing={0.5}>
        {mayReply && !isReply && (
          <Button size="small" onClick={() => setReplying(m)} data-testid="message-reply-button">
            {t('translate:message.reply')}
          </Button>
        )}
        {mayRemove && (
          <Button size="small" color="error" onClick={() => void remove(m).catch(() => {})} data-testid="message-remove-button">
            {t('translate:message.remove')}
          </Button>
        )}
      </Stack>
    );

  return (
    <Card data-testid="translate-message-page">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
          <Typography variant="h6" sx={{ flex: 1 }}>
            {t('translate:message.title')}
          </Typography>
          {(mayApprove || mayRemove) && (
            <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, next: 'all' | 'pending' | null) => showView(next)}>
              <ToggleButton value="all">{t('translate:message.filterAll')}</ToggleButton>
              <ToggleButton value="pending" data-testid="message-filter-pending">
                <Badge color="warning" badgeContent={waiting} sx={{ pr: waiting ? 1.5 : 0 }}>
                  {t('translate:message.filterPending')}
                </Badge>
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
        {view === 'pending' ? (
          <PendingQueue mayApprove={mayApprove} mayRemove={mayRemove} onCount={setWaiting} />
        ) : (
          <>
            <MessageList messages={board.records} actions={actions} />
            {board.total > 0 && (
              <MessagePager
                current={board.current}
                size={board.size}
                total={board.total}
                onPage={board.setCurrent}
                onSize={board.changeSize}
              />
            )}
          </>
        )}
      </CardContent>
      {replying && (
        <Dialog open onClose={() => setReplying(null)} maxWidth="sm" fullWidth>
          <DialogTitle>{t('translate:message.replyTitle')}</DialogTitle>
          <DialogContent>
            <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} color="text.secondary">
              {replying.content}
            </Typography>
            <MessageForm onSend={reply} label={t('translate:message.reply')} testId="reply-form" />
          </DialogContent>
        </Dialog>
      )}
    </Card>
  );
}
