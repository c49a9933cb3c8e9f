// The visitor's full-screen message board (spec 2): the add form, the messages with their replies, paging. While
// approve-before-publish is on, a posted message waits for a moderator: the visitor is told so, the list is unchanged.
import CloseIcon from '@mui/icons-material/Close';
import { Alert, AppBar, Box, Container, Dialog, IconButton, Paper, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast.tsx';
import { postMessage } from '../api.ts';
import { MessageForm } from './message-form.tsx';
import { MessageList } from './message-list.tsx';
import { MessagePager } from './message-pager.tsx';
import { useMessages } from './use-messages.ts';

export function VisitorBoard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['translate', 'common']);
  const board = useMessages();
  const [waiting, setWaiting] = useState(false);
  const send = async (content: string) => {
    const { pending } = await postMessage(content);
    setWaiting(pending);
    toast.success(t(pending ? 'translate:message.pendingNotice' : 'translate:message.posted'));
    if (pending) return;
    board.setCurrent(1);
    board.reload();
  };
  return (
    <Dialog fullScreen open={open} onClose={onClose} data-testid="visitor-board">
      <AppBar position="sticky">
        <Toolbar>
          <Typography variant="h6" sx={{ flex: 1 }}>
            {t('translate:message.title')}
          </Typography>
          <IconButton color="inherit" onClick={onClose} aria-label={t('common:close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Container maxWidth="md" sx={{ py: 3 }}>
        <Paper sx={{ p: 2, mb: 2 }}>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {t('translate:message.add')}
          </Typography>
          <MessageForm onSend={send} label={t('translate:message.submit')} testId="message-form" />
          {waiting && (
            <Alert severity="info" sx={{ mt: 1 }} data-testid="message-pending-notice">
              {t('translate:message.pendingNotice')}
            </Alert>
          )}
        </Paper>
        <Paper sx={{ p: 2 }}>
          <MessageList messages={board.records} />
          {board.loaded && board.total > 0 && (
            <Box>
              <MessagePager
                current={board.current}
                size={board.size}
                total={board.total}
                onPage={board.setCurrent}
                onSize={board.changeSize}
              />
            </Box>
          )}
        </Paper>
      </Container>
    </Dialog>
  );
}
