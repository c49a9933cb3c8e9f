// Switch dept/role (spec 4, 5, 6), offered to a user holding several: refresh the token narrowed to the chosen dept
// and role (the API keeps the choice on later refreshes), then open the home afresh, so the menus, buttons and
// lists follow the new role.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { website } from '../../config/website.ts';
import { useSession } from '../../store/session-store.ts';
import { deptSelect, roleSelect, type Option } from '../account-api.ts';
import { refreshNow } from '../refresh-timer.ts';

export function SwitchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const [depts, setDepts] = useState<Option[]>([]);
  const [roles, setRoles] = useState<Option[]>([]);
  // What the user picked; until then, the starting choice below.
  const [picked, setPicked] = useState<{ deptId?: string; roleId?: string }>({});
  const [errors, setErrors] = useState<{ deptId?: string; roleId?: string }>({});
  // 确定 waits for the depts and roles the user holds: before they arrive, whether a dept is required is unknown.
  const [loaded, setLoaded] = useState(false);
  const userId = useSession((s) => s.userInfo?.user_id);
  const current = useSession((s) => s.userInfo);
  useEffect(() => {
    if (!userId) return;
    Promise.all([deptSelect(userId), roleSelect(userId)])
      .then(([heldDepts, heldRoles]) => {
        setDepts(heldDepts);
        setRoles(heldRoles);
        setLoaded(true);
      })
      .catch(() => undefined);
  }, [userId]);
  // Start from the dept and role the session acts as when it is narrowed to one of each, or from the only one held.
  const start = (ids: string | undefined, held: Option[]) => (ids && !ids.includes(',') ? ids : held.length === 1 ? held[0]!.id : '');
  const form = { deptId: picked.deptId ?? start(current?.dept_id, depts), roleId: picked.roleId ?? start(current?.role_id, roles) };

  const submit = async () => {
    // A user in no department switches the role alone (no Dept-Id is sent then).
    const deptMissing = depts.length > 0 && !form.deptId;
    const found = {
      deptId: deptMissing ? t('auth:switch.deptRequired') : undefined,
      roleId: form.roleId ? undefined : t('auth:switch.roleRequired'),
    };
    setErrors(found);
    if (found.deptId || found.roleId) return;
    await refreshNow(form.deptId, form.roleId);
    onClose();
    // A full load: user-info, menus and buttons are asked again with the narrowed token.
    window.location.assign(website.homePath);
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid="switch-dialog">
      <DialogTitle>{t('auth:switch.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('auth:switch.dept')}
            size="small"
            value={form.deptId}
            error={!!errors.deptId}
            helperText={errors.deptId}
            onChange={(e) => setPicked((p) => ({ ...p, deptId: e.target.value }))}
          >
            {depts.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.deptName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('auth:switch.role')}
            size="small"
            value={form.roleId}
            error={!!errors.roleId}
            helperText={errors.roleId}
            onChange={(e) => setPicked((p) => ({ ...p, roleId: e.target.value }))}
          >
            {roles.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.roleName}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" disabled={!loaded} onClick={() => void submit().catch(() => undefined)}>
          {t('common:confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
