// The add form of the message board (also the reply form): trimmed, not empty (warning 请输入内容), at most 200
// characters. Server refusals (the 429 rate limit among them) are toasted by the fetch wrapper and kept inline.
import { Alert, Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast.tsx';
import { MESSAGE_MAX } from '../api.ts';

type Props = { onSend: (content: string) => Promise<unknown>; label: string; testId: string };

export function MessageForm({ onSend, label, testId }: Props) {
  const { t } = useTranslation(['translate']);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const length = [...text.trim()].length;

  const send = async () => {
    const content = text.trim();
    if (!content) {
      toast.warning(t('translate:message.empty'));
      setError(t('translate:message.empty'));
      return;
    }
    if (length > MESSAGE_MAX) {
      setError(t('translate:message.tooLong'));
      return;
    }
    setBusy(true);
    try {
      await onSend(content);
      setText('');
      setError('');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <TextField
        multiline
        minRows={3}
        value={text}
        placeholder={t('translate:message.placeholder')}
        error={!!error || length > MESSAGE_MAX}
        helperText={`${length} / ${MESSAGE_MAX}`}
        onChange={(e) => {
          setText(e.target.value);
          setError('');
        }}
        slotProps={{ htmlInput: { 'aria-label': label } }}
      />
      {error && (
        <Alert severity="error" data-testid={`${testId}-error`}>
          {error}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={busy}>
          {label}
        </Button>
      </Box>
    </Box>
  );
}
