// An administrator's say over their tenant in the 两步验证 tab: who must sign in with a second factor (nobody, the
// administrators, everyone). The server refuses a rule that would bind an author who has not enrolled yet.
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorMode } from '@blade/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { useSession } from '../../store/session-store.ts';
import { fetchTenantSecondFactor, setTenantSecondFactor } from './second-factor-api.ts';

const RULE_KEY = ['second-factor', 'tenant-rule'];
// The contract's modes, spelled here: a value import of the contract would bring zod into the chunk.
const MODES = ['off', 'admins', 'everyone'] as const satisfies readonly SecondFactorMode[];
/** The roles the server counts as administrators (second-factor-policy.ts). */
const ADMIN_ROLES = ['administrator', 'admin'];

export function TenantSecondFactorRule() {
  const { t } = useTranslation(['auth', 'crud']);
  const roles = useSession((s) => s.roles);
  const isAdmin = roles.some((r) => ADMIN_ROLES.includes(r));
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: RULE_KEY, queryFn: () => fetchTenantSecondFactor(), enabled: isAdmin });
  const [chosen, setChosen] = useState<SecondFactorMode | null>(null);
  if (!isAdmin || !data) return null;
  const mode = chosen ?? data.mode;
  const save = async () => {
    await setTenantSecondFactor(mode);
    toast.success(t('crud:done'));
    setChosen(null);
    await queryClient.invalidateQueries({ queryKey: RULE_KEY });
  };
  return (
    <Stack spacing={1} sx={{ maxWidth: 480 }} data-testid="tenant-second-factor-rule">
      <Typography variant="subtitle2">{t('auth:secondFactor.tenantRule')}</Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 240 }}
          label={t('auth:secondFactor.tenantRuleLabel')}
          value={mode}
          onChange={(e) => setChosen(e.target.value as SecondFactorMode)}
        >
          {MODES.map((m) => (
            <MenuItem key={m} value={m}>
              {t(`auth:secondFactor.mode.${m}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void save().catch(() => {})}>
          {t('crud:save')}
        </Button>
      </Stack>
    </Stack>
  );
}
