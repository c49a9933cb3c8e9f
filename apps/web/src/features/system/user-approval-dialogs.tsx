// The two decisions of 待审核: approve with one role and one dept of the applicant's tenant (the server refuses a role
// beyond the approver's reach), or reject with the reason the applicant will read at the next sign-in.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { flattenTreeNodes, type FlatNode } from '../../components/tree-filter.tsx';
import { pickDeptTree, pickRoleTree } from './api.ts';
import { approveApplicant, rejectApplicant, type Applicant } from './user-approval-api.ts';

type DialogProps = { applicant: Applicant; onClose: () => void; onDone: () => void };

/** A select of a tree's nodes, each indented by its depth. */
function TreeSelect({
  label,
  nodes,
  value,
  onChange,
  testId,
}: {
  label: string;
  nodes: FlatNode[];
  value: string;
  onChange: (id: string) => void;
  testId: string;
}) {
  return (
    <TextField
      select
      required
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {nodes.map((n) => (
        <MenuItem key={n.id} value={n.id} sx={{ pl: 2 + n.depth * 2 }}>
          {n.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function ApproveDialog({ applicant, onClose, onDone }: DialogProps) {
  const { t, i18n } = useTranslation(['system', 'common', 'crud']);
  const [roleId, setRoleId] = useState('');
  const [deptId, setDeptId] = useState('');
  const tenantId = applicant.tenantId;
  // Named in the language they were read in (seeded roles and depts in English in English).
  const language = i18n.resolvedLanguage;
  const roles = useQuery({ queryKey: ['approval-roles', tenantId, language], queryFn: () => pickRoleTree(tenantId) });
  const depts = useQuery({ queryKey: ['approval-depts', tenantId, language], queryFn: () => pickDeptTree(tenantId) });
  const save = async () => {
    if (!roleId || !deptId) {
      toast.warning(t('crud:requiredSelect', { label: t(roleId ? 'system:approval.dept' : 'system:approval.role') }));
      return;
    }
    await approveApplicant(applicant.id, roleId, deptId);
    toast.success(t('system:approval.approved'));
    onDone();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="approval-approve">
      <DialogTitle>{t('system:approval.approveTitle', { account: applicant.account })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TreeSelect
            label={t('system:approval.role')}
            nodes={flattenTreeNodes(roles.data ?? [])}
            value={roleId}
            onChange={setRoleId}
            testId="approval-role"
          />
          <TreeSelect
            label={t('system:approval.dept')}
            nodes={flattenTreeNodes(depts.data ?? [])}
            value={deptId}
            onChange={setDeptId}
            testId="approval-dept"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" onClick={() => void save().catch(() => {})}>
          {t('system:approval.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function RejectDialog({ applicant, onClose, onDone }: DialogProps) {
  const { t } = useTranslation(['system', 'common', 'crud']);
  const [reason, setReason] = useState('');
  const save = async () => {
    if (!reason.trim()) {
      toast.warning(t('crud:required', { label: t('system:approval.reason') }));
      return;
    }
    await rejectApplicant(applicant.id, reason.trim());
    toast.success(t('system:approval.rejectedDone'));
    onDone();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="approval-reject">
      <DialogTitle>{t('system:approval.rejectTitle', { account: applicant.account })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={2}
          label={t('system:approval.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" color="error" onClick={() => void save().catch(() => {})}>
          {t('system:approval.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
