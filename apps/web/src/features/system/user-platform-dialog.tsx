// The user platform dialog (Saber's 平台配置): a user's platform (user type) and that platform's extension JSON.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { toast } from '../../components/toast.tsx';
import { fetchDictOptions } from '../../api/dict-options.ts';
import { platformDetail, updatePlatform } from './admin-api.ts';
import { textOf } from '@blade/contract/text';

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

export function UserPlatformDialog({ userId, onClose, onSaved }: { userId: string; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(['admin', 'system', 'common', 'crud']);
  const detail = useQuery({ queryKey: ['user-platform', userId], queryFn: () => platformDetail(userId), gcTime: 0 });
  const types = useQuery({ queryKey: ['dict', 'user_type'], queryFn: () => fetchDictOptions('user_type'), staleTime: 60_000 });
  // The fields as loaded until the user changes them: derived while rendering, not copied by an effect.
  const [typeChanged, setUserType] = useState<string | null>(null);
  const [extChanged, setUserExt] = useState<string | null>(null);
  const userType = typeChanged ?? textOf(detail.data?.userType);
  const userExt = extChanged ?? textOf(detail.data?.userExt);
  const [errors, setErrors] = useState<{ userType?: string; userExt?: string }>({});

  const save = async () => {
    const found: typeof errors = {};
    if (!userType) found.userType = t('admin:user.userTypeRequired');
    if (userExt.trim() && !isJson(userExt.trim())) found.userExt = t('admin:user.extInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    await updatePlatform(userId, userType, userExt.trim());
    toast.success(t('crud:done'));
    onSaved();
    onClose();
  };
  const readOnly = { slotProps: { input: { readOnly: true } } };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="user-platform">
      <DialogTitle>{t('admin:user.platformTitle')}</DialogTitle>
      <DialogContent>
        {detail.data ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField size="small" label={t('system:user.account')} value={textOf(detail.data.account)} {...readOnly} />
            <TextField size="small" label={t('system:user.realName')} value={textOf(detail.data.realName)} {...readOnly} />
            <TextField
              select
              size="small"
              label={t('admin:user.userType')}
              value={userType}
              required
              error={!!errors.userType}
              helperText={errors.userType}
              onChange={(e) => setUserType(e.target.value)}
            >
              {(types.data ?? []).map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              multiline
              minRows={4}
              label={t('admin:user.userExt')}
              value={userExt}
              error={!!errors.userExt}
              helperText={errors.userExt}
              onChange={(e) => setUserExt(e.target.value)}
            />
          </Stack>
        ) : (
          <PageLoading />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" disabled={!detail.data} onClick={() => void save().catch(() => {})}>
          {t('common:confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
