// The profile tab of /info/index (Saber's userinfo.vue): avatar (jpg/png up to 500 kB, stored through put-file;
// the URL can also be typed), nickname, real name, phone and email, saved by user/update-info. The top bar's
// name and avatar follow the saved values.
import { Box, Button, Grid, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { sessionStore } from '../../store/session-store.ts';
import { putFile, updateInfo } from '../system/admin-api.ts';
import type { KeyIn } from '../../i18n/resources.ts';

export type Profile = { avatar: string; name: string; realName: string; phone: string; email: string };
type Field = keyof Profile;

const AVATAR_TYPES = ['image/jpeg', 'image/png'];
const AVATAR_MAX_BYTES = 500 * 1024;
const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Saber's rules: nickname and real name required; phone required, 11 digits, a mainland mobile; email format. */
function validate(p: Profile): Partial<Record<Field, KeyIn<'admin'>>> {
  const e: Partial<Record<Field, KeyIn<'admin'>>> = {};
  if (!p.name.trim()) e.name = 'admin:info.nameRequired';
  if (!p.realName.trim()) e.realName = 'admin:info.realNameRequired';
  const phone = p.phone.trim();
  if (!phone) e.phone = 'admin:info.phoneEmpty';
  else if (phone.length !== 11) e.phone = 'admin:info.phoneLength';
  else if (!MOBILE.test(phone)) e.phone = 'admin:info.phoneFormat';
  if (p.email.trim() && !EMAIL.test(p.email.trim())) e.email = 'admin:info.emailFormat';
  return e;
}

export function ProfileForm({ initial }: { initial: Profile }) {
  const { t } = useTranslation(['admin', 'crud']);
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, KeyIn<'admin'>>>>({});
  const set = (name: Field, value: string) => setForm((f) => ({ ...f, [name]: value }));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) {
      toast.error(t('admin:info.avatarType'));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error(t('admin:info.avatarSize'));
      return;
    }
    set('avatar', (await putFile(file)).link);
  };
  const save = async () => {
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const body = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()])) as Profile;
    await updateInfo(body);
    const info = sessionStore.get().userInfo;
    if (info)
      sessionStore.set({
        userInfo: { ...info, avatar: body.avatar, nick_name: body.name, user_name: body.name, real_name: body.realName },
      });
    await queryClient.invalidateQueries({ queryKey: ['user-info'] });
    toast.success(t('crud:updated'));
  };
  const field = (name: Exclude<Field, 'avatar'>) => (
    <TextField
      label={t(`admin:info.${name}`)}
      value={form[name]}
      fullWidth
      size="small"
      error={!!errors[name]}
      helperText={errors[name] ? t(errors[name]) : undefined}
      onChange={(e) => set(name, e.target.value)}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      data-testid="info-profile"
      onSubmit={(e) => {
        e.preventDefault();
        void save().catch(() => {});
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <UserAvatar src={form.avatar} size={72} />
        <Button variant="outlined" component="label">
          {t('admin:info.uploadAvatar')}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png"
            data-testid="info-avatar-file"
            onChange={(e) => void upload(e.target.files?.[0]).catch(() => {})}
          />
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            label={t('admin:info.avatar')}
            value={form.avatar}
            fullWidth
            size="small"
            onChange={(e) => set('avatar', e.target.value)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>{field('name')}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{field('realName')}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{field('phone')}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>{field('email')}</Grid>
      </Grid>
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained">
          {t('admin:info.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
