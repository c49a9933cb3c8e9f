// /translation/message: the message board's manager view (spec 9): every message with its replies, a reply to a
// top-level message (button 回复) and removal (button 删除; a message's replies go with it).
import { Button, Card, CardContent, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm.tsx';
import { toast } from '../../../components/toast.tsx';
import { useSession } from '../../../store/session-store.ts';
import { BUTTONS, postMessage, removeMessages, type Message } from '../api.ts';
import { MessageForm } from '../messages/message-form.tsx';
import { MessageList } from '../messages/message-list.tsx';
import { MessagePager } from '../messages/message-pager.tsx';
import { useMessages } from '../messages/use-messages.ts';

export function MessagePage() {
  const { t } = useTranslation(['translate', 'crud']);
  const mayReply = useSession((s) => !!s.permission[BUTTONS.reply]);
  const mayRemove = useSession((s) => !!s.permission[BUTTONS.removeMessage]);
  const board = useMessages();
  const [replying, setReplying] = useState<Message | null>(null);

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
        <Typography variant="h6" sx={{ mb: 1 }}>
          {t('translate:message.title')}
        </Typography>
        <MessageList messages={board.records} actions={actions} />
        {board.total > 0 && (
          <MessagePager current={board.current} size={board.size} total={board.total} onPage={board.setCurrent} onSize={board.changeSize} />
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
