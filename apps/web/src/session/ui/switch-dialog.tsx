// Switch dept/role (spec 4, 5, 6; switch mode only): refresh the token narrowed to the chosen dept and role,
// close, and go to "/".
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../lib/navigation.ts';
import { deptSelect, roleSelect, type Option } from '../account-api.ts';
import { refreshNow } from '../refresh-timer.ts';

export function SwitchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [depts, setDepts] = useState<Option[]>([]);
  const [roles, setRoles] = useState<Option[]>([]);
  const [form, setForm] = useState({ deptId: '', roleId: '' });
  const [errors, setErrors] = useState<{ deptId?: string; roleId?: string }>({});
  useEffect(() => {
    deptSelect().then(setDepts).catch(() => undefined);
    roleSelect().then(setRoles).catch(() => undefined);
  }, []);

  const submit = async () => {
    const found = { deptId: form.deptId ? undefined : t('switch.deptRequired'), roleId: form.roleId ? undefined : t('switch.roleRequired') };
    setErrors(found);
    if (found.deptId || found.roleId) return;
    await refreshNow(form.deptId, form.roleId);
    onClose();
    navigateTo('/');
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('switch.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label={t('switch.dept')} size="small" value={form.deptId} error={!!errors.deptId} helperText={errors.deptId}
            onChange={(e) => setForm((f) => ({ ...f, deptId: e.target.value }))}>
            {depts.map((d) => <MenuItem key={d.id} value={d.id}>{d.deptName}</MenuItem>)}
          </TextField>
          <TextField select label={t('switch.role')} size="small" value={form.roleId} error={!!errors.roleId} helperText={errors.roleId}
            onChange={(e) => setForm((f) => ({ ...f, roleId: e.target.value }))}>
            {roles.map((r) => <MenuItem key={r.id} value={r.id}>{r.roleName}</MenuItem>)}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit().catch(() => undefined)}>{t('common.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
