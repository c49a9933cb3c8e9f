// The model screen's dialogs: the bpmn-js modeler (name, key, description, the diagram with its properties panel,
// and its XML to view or paste; save submits the XML, a refusal naming an element is shown on its field) and the
// deploy dialog (category and tenants).
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { HttpError } from '../../api/http.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { deployModel, fetchModelerDirectory, submitModel, type FlowModel } from './api.ts';
import { BpmnModeler, type ModelerHandle } from './bpmn/bpmn-modeler.tsx';
import { DeployTargetFields, EMPTY_TARGET, targetError, toTarget } from './deploy-target-fields.tsx';
import { useBusy } from './use-busy.ts';
import { MODEL_KEY, newProcessXml } from './new-process-xml.ts';

export function ModelEditorDialog({ model, onClose, onSaved }: { model: Partial<FlowModel>; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(['flow', 'common', 'crud']);
  const canvas = useRef<ModelerHandle>(null);
  const [form, setForm] = useState({ name: model.name ?? '', modelKey: model.modelKey ?? '', description: model.description ?? '' });
  const [xml] = useState(() => model.modelEditorXml || newProcessXml(model.modelKey || 'process', model.name || ''));
  const { data: directory } = useQuery({ queryKey: ['flow', 'modeler-directory'], queryFn: fetchModelerDirectory });
  const [tab, setTab] = useState<'diagram' | 'xml'>('diagram');
  const [xmlText, setXmlText] = useState('');
  const [busy, run] = useBusy();

  /** Back to the diagram with the XML as typed or pasted; false (and a message) when bpmn-js cannot read it. */
  const applyXml = async () => {
    try {
      await canvas.current!.importXml(xmlText);
      return true;
    } catch (cause) {
      toast.error(t('flow:model.xmlInvalid', { reason: cause instanceof Error ? cause.message : String(cause) }));
      return false;
    }
  };
  const changeTab = async (next: 'diagram' | 'xml') => {
    if (next === tab) return;
    if (next === 'xml') setXmlText(await canvas.current!.saveXml());
    else if (!(await applyXml())) return;
    setTab(next);
    // The diagram can be fitted to the view once it is shown again.
    if (next === 'diagram') requestAnimationFrame(() => canvas.current?.fit());
  };
  const save = async () => {
    if (!form.name.trim()) return toast.warning(t('flow:model.nameRequired'));
    if (!MODEL_KEY.test(form.modelKey)) return toast.warning(t('flow:model.keyInvalid'));
    if (tab === 'xml' && !(await applyXml())) return;
    await run(async () => {
      const modelEditorXml = await canvas.current!.saveXml({ id: form.modelKey, name: form.name });
      try {
        await submitModel({ id: model.id, ...form, modelEditorXml });
      } catch (error) {
        // The server names the element it refuses (a condition it cannot read...): show it on its field.
        if (error instanceof HttpError && canvas.current?.showError(error.message)) setTab('diagram');
        throw error;
      }
      toast.success(t('crud:done'));
      onSaved();
    });
  };
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  return (
    <Dialog open onClose={onClose} maxWidth="xl" fullWidth data-testid="flow-model-editor">
      <DialogTitle>{t(model.id ? 'flow:model.edit' : 'flow:model.create')}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
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
        <Tabs value={tab} onChange={(_, next: 'diagram' | 'xml') => void changeTab(next)} sx={{ mb: 1 }}>
          <Tab value="diagram" label={t('flow:model.diagramTab')} />
          <Tab value="xml" label={t('flow:model.xmlTab')} />
        </Tabs>
        {/* The modeler stays mounted under the XML tab: the diagram and its undo history are kept. */}
        <Box sx={{ display: tab === 'diagram' ? 'block' : 'none' }}>
          {directory ? <BpmnModeler ref={canvas} xml={xml} directory={directory} height={560} /> : <PageLoading />}
        </Box>
        {tab === 'xml' && (
          <TextField
            label={t('flow:model.xmlLabel')}
            value={xmlText}
            onChange={(e) => setXmlText(e.target.value)}
            multiline
            fullWidth
            minRows={24}
            maxRows={24}
            slotProps={{
              htmlInput: { spellCheck: false, 'data-testid': 'flow-model-xml', style: { fontFamily: 'monospace', fontSize: 12 } },
            }}
          />
        )}
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
