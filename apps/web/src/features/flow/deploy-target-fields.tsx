// What a deployment needs besides the BPMN (blade-api.md 5.4/5.5): the flow category and the tenants, empty for a
// common process (mode 1) or chosen for a custom one (mode 2). Used by the model deploy dialog and the upload page.
import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchTenantOptions, type DeployTarget } from './api.ts';
import { useFlowCategories } from './flow-dict.ts';
import type { KeyIn } from '../../i18n/resources.ts';

export type TargetDraft = DeployTarget & { mode: '1' | '2' };
export const EMPTY_TARGET: TargetDraft = { category: '', tenantIds: [], mode: '1' };

/** The message key of what is missing, or null. */
export function targetError(draft: TargetDraft): KeyIn<'flow'> | null {
  if (!draft.category) return 'flow:deploy.categoryRequired';
  if (draft.mode === '2' && !draft.tenantIds.length) return 'flow:deploy.tenantRequired';
  return null;
}
export const toTarget = (draft: TargetDraft): DeployTarget => ({
  category: draft.category,
  tenantIds: draft.mode === '2' ? draft.tenantIds : [],
});

export function DeployTargetFields({ value, onChange }: { value: TargetDraft; onChange: (next: TargetDraft) => void }) {
  const { t } = useTranslation(['flow']);
  const categories = useFlowCategories();
  const tenants = useQuery({ queryKey: ['flow', 'tenants'], queryFn: fetchTenantOptions, enabled: value.mode === '2' }).data ?? [];
  return (
    <Stack spacing={2} data-testid="deploy-target">
      <TextField
        select
        size="small"
        label={t('flow:category')}
        value={value.category}
        onChange={(e) => onChange({ ...value, category: e.target.value })}
      >
        {categories.map((c) => (
          <MenuItem key={c.category} value={c.category}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('flow:deploy.mode')}
        value={value.mode}
        onChange={(e) => onChange({ ...value, mode: e.target.value as '1' | '2' })}
      >
        <MenuItem value="1">{t('flow:deploy.common')}</MenuItem>
        <MenuItem value="2">{t('flow:deploy.custom')}</MenuItem>
      </TextField>
      {value.mode === '2' && (
        <Autocomplete
          multiple
          size="small"
          options={tenants}
          value={tenants.filter((o) => value.tenantIds.includes(o.value))}
          onChange={(_, picked) => onChange({ ...value, tenantIds: picked.map((o) => o.value) })}
          renderInput={(params) => <TextField {...params} label={t('flow:deploy.tenants')} />}
        />
      )}
    </Stack>
  );
}
