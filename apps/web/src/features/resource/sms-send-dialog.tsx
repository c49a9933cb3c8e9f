// A test send of one SMS configuration: phones (comma-joined, 11 digits each) and the template params as JSON.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { createStore } from '../../lib/create-store.ts';
import { sendSms } from './resource-api.ts';
import type { KeyIn } from '../../i18n/resources.ts';

const store = createStore<{ code: string | null }>({ code: null });
export const openSmsSend = (code: string) => store.set({ code });

/** The phone helper's rule, applied correctly (Saber's own check is inverted): empty, length, then format. */
export function phoneProblem(phones: string): KeyIn<'resource'> | null {
  const list = phones
    .split(/[,，]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!list.length) return 'resource:sms.phoneEmpty';
  if (list.some((p) => p.length !== 11)) return 'resource:sms.phoneLength';
  if (list.some((p) => !/^1[3-9]\d{9}$/.test(p))) return 'resource:sms.phoneFormat';
  return null;
}

export function SmsSendHost() {
  const { t } = useTranslation(['resource', 'common']);
  const code = store.use((s) => s.code);
  const [phones, setPhones] = useState('');
  const [params, setParams] = useState('{}');
  const [error, setError] = useState<KeyIn<'resource'> | null>(null);
  const close = () => {
    store.set({ code: null });
    setError(null);
  };
  const send = async () => {
    const problem = phoneProblem(phones);
    setError(problem);
    if (problem || !code) return;
    const answer = await sendSms(code, phones, params);
    // A log-only configuration answers success with `sent: false`: say that nothing was sent, not 发送成功.
    if ((answer.data as { sent?: boolean } | undefined)?.sent === false) toast.warning(answer.msg);
    else toast.success(t('resource:sms.sent'));
    close();
  };
  return (
    <Dialog open={code !== null} onClose={close} maxWidth="sm" fullWidth data-testid="sms-send">
      <DialogTitle>
        {t('resource:sms.send')} · {code}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            size="small"
            label={t('resource:sms.phones')}
            value={phones}
            name="phones"
            error={!!error}
            helperText={error ? t(error) : t('resource:sms.phonesHint')}
            onChange={(e) => {
              setPhones(e.target.value);
              setError(null);
            }}
          />
          <TextField
            size="small"
            label={t('resource:sms.params')}
            value={params}
            name="params"
            multiline
            minRows={2}
            onChange={(e) => setParams(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common:cancel')}</Button>
        <Button variant="contained" onClick={() => void send().catch(() => {})}>
          {t('resource:sms.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
