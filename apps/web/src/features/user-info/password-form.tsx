// The password tab of /info/index, also the form of the forced first change (/password-change): old, new and
// confirmed password, md5-hashed before they leave the browser (as at sign-in), sent to user/update-password.
// A password change ends every session of the user on the server, so success leads to the sign-in page.
import { Box, Button, Stack, TextField } from '@mui/material';
import { passwordProblem } from '@blade/contract';
import md5 from 'blueimp-md5';
import { useState } from 'react';
import { useTranslation } from '../../i18n/translate.ts';
import { toast } from '../../components/toast.tsx';
import { leaveAfterPasswordChange } from '../../session/session.ts';
import { updatePassword } from '../system/admin-api.ts';

type Field = 'oldPassword' | 'newPassword' | 'newPassword1';
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', newPassword1: '' };

function validate(p: Record<Field, string>): Partial<Record<Field, string>> {
  const e: Partial<Record<Field, string>> = {};
  if (!p.oldPassword) e.oldPassword = 'adm.info.oldRequired';
  if (!p.newPassword) e.newPassword = 'adm.info.newRequired';
  // The policy, checked here where the password itself is seen: the server gets only its md5 and cannot count it.
  else if (passwordProblem(p.newPassword))
    e.newPassword = passwordProblem(p.newPassword) === 'tooShort' ? 'adm.info.passwordTooShort' : 'adm.info.passwordTooCommon';
  if (!p.newPassword1) e.newPassword1 = 'adm.info.confirmRequired';
  else if (p.newPassword1 !== p.newPassword) e.newPassword1 = 'adm.info.mismatch';
  return e;
}

export function PasswordForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = async () => {
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    await updatePassword(md5(form.oldPassword), md5(form.newPassword), md5(form.newPassword1));
    toast.success(t('adm.info.passwordChanged'));
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
            label={t(`adm.info.${name}`)}
            value={form[name]}
            size="small"
            autoComplete="new-password"
            error={!!errors[name]}
            helperText={errors[name] ? t(errors[name]!) : undefined}
            onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
          />
        ))}
        <Box>
          <Button type="submit" variant="contained">
            {t('adm.info.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
