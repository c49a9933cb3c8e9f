// /flow/model: process models (blade-api.md 5.4) on the generic list; create and edit in the bpmn-js modeler,
// deploy with a category and tenants, download the BPMN XML, copy (a tenant changes a common model through its
// own copy: common models are read-only to tenants), delete.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import { crudKeys } from '../../components/crud/crud-api.ts';
import type { CrudCalls, CrudScreen } from '../../components/crud/crud-types.ts';
import * as flowModelRoutes from '../../generated/routes/flow-model.ts';
import { copyModel, fetchModel, type FlowModel } from './api.ts';
import { downloadText } from './download.ts';
import { ModelDeployDialog, ModelEditorDialog } from './model-dialogs.tsx';

const CALLS: CrudCalls = {
  list: flowModelRoutes.list,
  detail: flowModelRoutes.detail,
  submit: flowModelRoutes.submit,
  remove: flowModelRoutes.remove,
};

export function FlowModelPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Partial<FlowModel> | null>(null);
  const [deploying, setDeploying] = useState<string | null>(null);
  const screen = useMemo(
    (): CrudScreen => ({
      key: 'flow-model',
      api: CALLS,
      // Buttons: flow_model_create (also copy) / _update / _deploy / _download / _delete (no add, edit or view of the generic form).
      permission: 'flow_model',
      columns: [
        { field: 'modelKey', label: 'flow:model.modelKey' },
        { field: 'name', label: 'flow:model.name' },
        { field: 'version', label: 'flow:version', width: 90 },
        { field: 'description', label: 'flow:model.description' },
        { field: 'lastUpdated', label: 'flow:model.lastUpdated', width: 170 },
      ],
      search: [
        { name: 'modelKey', label: 'flow:model.modelKey' },
        { name: 'name', label: 'flow:model.name' },
      ],
      dateRange: false,
      fields: [],
      toolbarActions: [
        { key: 'create', label: 'flow:model.create', permission: 'flow_model_create', noSelection: true, run: () => setEditing({}) },
      ],
      rowActions: [
        {
          key: 'update',
          label: 'flow:model.edit',
          permission: 'flow_model_update',
          run: async ([row]) => setEditing(await fetchModel(row!.id)),
        },
        { key: 'deploy', label: 'flow:model.deploy', permission: 'flow_model_deploy', run: ([row]) => setDeploying(row!.id) },
        {
          key: 'copy',
          label: 'flow:model.copy',
          permission: 'flow_model_create',
          run: async ([row], ctx) => {
            await copyModel(row!.id);
            ctx.refresh();
          },
        },
        {
          key: 'download',
          label: 'flow:model.download',
          permission: 'flow_model_download',
          run: async ([row]) => {
            const model = await fetchModel(row!.id);
            downloadText(`${model.name || model.modelKey}.bpmn20.xml`, model.modelEditorXml ?? '');
          },
        },
      ],
    }),
    [],
  );
  const refresh = () => void queryClient.invalidateQueries({ queryKey: crudKeys.all(CALLS) });
  return (
    <>
      <CrudPage screen={screen} />
      {editing && (
        <ModelEditorDialog
          model={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      {deploying && <ModelDeployDialog modelId={deploying} onClose={() => setDeploying(null)} />}
    </>
  );
}
