// The password tab of /info/index, also the form of the forced first change (/password-change): old, new and
// confirmed password, md5-hashed before they leave the browser (as at sign-in), sent to user/update-password.
// A password change ends every session of the user on the server, so success leads to the sign-in page.
import { Box, Button, Stack, TextField } from '@mui/material';
import { passwordProblem } from '@blade/contract';
import md5 from 'blueimp-md5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { leaveAfterPasswordChange } from '../../session/session.ts';
import { updatePassword } from '../system/admin-api.ts';
import type { KeyIn } from '../../i18n/resources.ts';

type Field = 'oldPassword' | 'newPassword' | 'newPassword1';
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', newPassword1: '' };

function validate(p: Record<Field, string>): Partial<Record<Field, KeyIn<'admin'>>> {
  const e: Partial<Record<Field, KeyIn<'admin'>>> = {};
  if (!p.oldPassword) e.oldPassword = 'admin:info.oldRequired';
  if (!p.newPassword) e.newPassword = 'admin:info.newRequired';
  // The policy, checked here where the password itself is seen: the server gets only its md5 and cannot count it.
  else if (passwordProblem(p.newPassword))
    e.newPassword = passwordProblem(p.newPassword) === 'tooShort' ? 'admin:info.passwordTooShort' : 'admin:info.passwordTooCommon';
  if (!p.newPassword1) e.newPassword1 = 'admin:info.confirmRequired';
  else if (p.newPassword1 !== p.newPassword) e.newPassword1 = 'admin:info.mismatch';
  return e;
}

export function PasswordForm() {
  const { t } = useTranslation(['admin']);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, KeyIn<'admin'>>>>({});
  const save = async () => {
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    await updatePassword(md5(form.oldPassword), md5(form.newPassword), md5(form.newPassword1));
    toast.success(t('admin:info.passwordChanged'));
    setForm(EMPTY);
    leaveAfterPasswordChange();
  };
  return (
    <Box
      component="form"
      noValidate
      data-testid="info-password"
      onSubmit={(e) => {
        e.preventDefault();
        void save().catch(() => {});
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {(['oldPassword', 'newPassword', 'newPassword1'] as const).map((name) => (
          <TextField
            key={name}
            type="password"
            label={t(`admin:info.${name}`)}
            value={form[name]}
            size="small"
            autoComplete="new-password"
            error={!!errors[name]}
            helperText={errors[name] ? t(errors[name]) : undefined}
            onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
          />
        ))}
        <Box>
          <Button type="submit" variant="contained">
            {t('admin:info.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
