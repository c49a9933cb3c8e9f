// The model screen's dialogs: the bpmn-js modeler (name, key, description and the diagram; save submits the XML)
// and the deploy dialog (category and tenants).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { deployModel, submitModel, type FlowModel } from './api.ts';
import { BpmnCanvas, type BpmnHandle } from './bpmn/bpmn-canvas.tsx';
import { DeployTargetFields, EMPTY_TARGET, targetError, toTarget } from './deploy-target-fields.tsx';
import { useBusy } from './use-busy.ts';
import { MODEL_KEY, newProcessXml } from './new-process-xml.ts';

export function ModelEditorDialog({ model, onClose, onSaved }: { model: Partial<FlowModel>; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(['flow', 'common', 'crud']);
  const canvas = useRef<BpmnHandle>(null);
  const [form, setForm] = useState({ name: model.name ?? '', modelKey: model.modelKey ?? '', description: model.description ?? '' });
  const [xml] = useState(() => model.modelEditorXml || newProcessXml(model.modelKey || 'process', model.name || ''));
  const [busy, run] = useBusy();
  const save = async () => {
    if (!form.name.trim()) return toast.warning(t('flow:model.nameRequired'));
    if (!MODEL_KEY.test(form.modelKey)) return toast.warning(t('flow:model.keyInvalid'));
    await run(async () => {
      const modelEditorXml = await canvas.current!.saveXml({ id: form.modelKey, name: form.name });
      await submitModel({ id: model.id, ...form, modelEditorXml });
      toast.success(t('crud:done'));
      onSaved();
    });
  };
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth data-testid="flow-model-editor">
      <DialogTitle>{t(model.id ? 'flow:model.edit' : 'flow:model.create')}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
          <TextField size="small" label={t('flow:model.name')} value={form.name} onChange={set('name')} required />
          <TextField
            size="small"
            label={t('flow:model.modelKey')}
            value={form.modelKey}
            onChange={set('modelKey')}
            required
            disabled={!!model.id}
          />
          <TextField
            size="small"
            label={t('flow:model.description')}
            value={form.description}
            onChange={set('description')}
            sx={{ flex: 1 }}
          />
        </Stack>
        <BpmnCanvas ref={canvas} xml={xml} mode="edit" height={520} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {t('crud:save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ModelDeployDialog({ modelId, onClose }: { modelId: string; onClose: () => void }) {
  const { t } = useTranslation(['flow', 'common', 'crud']);
  const [target, setTarget] = useState(EMPTY_TARGET);
  const deploy = async () => {
    const missing = targetError(target);
    if (missing) return toast.warning(t(missing));
    await deployModel(modelId, toTarget(target));
    toast.success(t('crud:done'));
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="flow-model-deploy">
      <DialogTitle>{t('flow:model.deploy')}</DialogTitle>
      <DialogContent dividers>
        <DeployTargetFields value={target} onChange={setTarget} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" onClick={() => void deploy().catch(() => {})}>
          {t('flow:model.deploy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
