// /flow/manager: deployed process definitions (blade-api.md 5.5), common (mode 1) or per tenant (mode 2):
// activate / suspend, the diagram, delete the deployment (cascading to its instances).
import { Chip } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen, Row } from '../../components/crud/crud-types.ts';
import * as flowManagerRoutes from '../../generated/routes/flow-manager.ts';
import { confirm } from '../../components/confirm.tsx';
import { toast } from '../../components/toast.tsx';
import { i18n } from '../../i18n/index.ts';
import { changeState, deleteDeployments } from './api.ts';
import { FlowChartDialog, type ChartTarget } from './flow-chart.tsx';
import { useFlowCategories, withCategories } from './flow-dict.ts';

function StateChip({ row }: { row: Row }) {
  const { t } = useTranslation(['flow', 'system', 'crud']);
  const active = Number(row.suspensionState) === 1;
  return <Chip size="small" color={active ? 'success' : 'default'} label={t(active ? 'flow:manager.active' : 'flow:manager.suspended')} />;
}

async function toggle(row: Row, ctx: { refresh: () => void }) {
  const next = Number(row.suspensionState) === 1 ? 'suspend' : 'active';
  if (!(await confirm(i18n.t(next === 'active' ? 'flow:manager.confirmActivate' : 'flow:manager.confirmSuspend')))) return;
  const reply = await changeState(row.id, next);
  toast.success(reply.msg || i18n.t('crud:done'));
  ctx.refresh();
}

export function FlowManagerPage() {
  const [chart, setChart] = useState<ChartTarget | null>(null);
  const categories = useFlowCategories();
  const screen = useMemo(
    (): CrudScreen => ({
      key: 'flow-manager',
      api: { list: flowManagerRoutes.list },
      permission: 'flow_manager',
      allow: () => false,
      columns: [
        { field: 'tenantId', label: 'system:tenantId', width: 100 },
        { field: 'key', label: 'flow:processKey' },
        { field: 'name', label: 'flow:processName' },
        { field: 'categoryName', label: 'flow:category', width: 110 },
        { field: 'version', label: 'flow:version', width: 80 },
        { field: 'suspensionState', label: 'flow:manager.state', width: 100, render: (row) => <StateChip row={row} /> },
        { field: 'deploymentTime', label: 'flow:manager.deploymentTime', width: 170 },
      ],
      search: [
        { name: 'category', label: 'flow:category', type: 'select', options: [] },
        {
          name: 'mode',
          label: 'flow:deploy.mode',
          type: 'select',
          options: [
            { value: '1', label: 'flow:deploy.common' },
            { value: '2', label: 'flow:deploy.custom' },
          ],
        },
      ],
      dateRange: false,
      fields: [],
      rowActions: [
        { key: 'state', label: 'flow:manager.changeState', permission: 'flow_manager_state', run: ([row], ctx) => toggle(row!, ctx) },
        { key: 'image', label: 'flow:chart', permission: 'flow_manager_image', run: ([row]) => setChart({ processDefinitionId: row!.id }) },
        {
          key: 'remove',
          label: 'crud:delete',
          permission: 'flow_manager_remove',
          run: async ([row], ctx) => {
            if (!(await confirm(i18n.t('flow:manager.confirmDelete')))) return;
            await deleteDeployments([String(row!.deploymentId)]);
            toast.success(i18n.t('crud:deleted'));
            ctx.refresh();
          },
        },
      ],
    }),
    [],
  );
  return (
    <>
      <CrudPage screen={withCategories(screen, categories)} />
      <FlowChartDialog target={chart} onClose={() => setChart(null)} />
    </>
  );
}
