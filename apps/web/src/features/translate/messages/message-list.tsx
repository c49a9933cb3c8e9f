// The message board's list, shared by the visitor view and the manager view: top-level messages newest first,
// replies nested below. Content is rendered as React text, so a message that looks like HTML shows literally.
import { Box, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../api.ts';

type Props = { messages: Message[]; actions?: (m: Message, isReply: boolean) => ReactNode };

function Item({ message, isReply, actions }: { message: Message; isReply: boolean; actions?: Props['actions'] }) {
  const { t } = useTranslation(['translate', 'common']);
  return (
    <Box
      data-testid={isReply ? 'message-reply' : 'message-item'}
      sx={{ py: 1, pl: isReply ? 3 : 0, borderLeft: isReply ? 3 : 0, borderColor: 'primary.light' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {isReply && (
          <Typography variant="caption" color="primary">
            {t('translate:message.manager')}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {message.createTime}
        </Typography>
        <Box sx={{ flex: 1 }} />
        {actions?.(message, isReply)}
      </Stack>
      <Typography data-testid="message-content" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {message.content}
      </Typography>
    </Box>
  );
}

export function MessageList({ messages, actions }: Props) {
  const { t } = useTranslation(['translate', 'common']);
  if (!messages.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="message-empty">
        {t('common:noData')}
      </Typography>
    );
  }
  return (
    <Stack divider={<Divider flexItem />} data-testid="message-list">
      {messages.map((m) => (
        <Box key={m.id}>
          <Item message={m} isReply={false} actions={actions} />
          {(m.children ?? []).map((r) => (
            <Item key={r.id} message={r} isReply actions={actions} />
          ))}
        </Box>
      ))}
    </Stack>
  );
}
