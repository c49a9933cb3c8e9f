// /flow/follow: running process instances (blade-api.md 5.6); the diagram with its history, delete with a reason.
import { useMemo, useState } from 'react';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as flowFollowRoutes from '../../generated/routes/flow-follow.ts';
import { toast } from '../../components/toast.tsx';
import { i18n } from '../../i18n/index.ts';
import { deleteInstance } from './api.ts';
import { FlowChartDialog, type ChartTarget } from './flow-chart.tsx';
import { askReason, ReasonDialog } from './reason-dialog.tsx';

export function FlowFollowPage() {
  const [chart, setChart] = useState<ChartTarget | null>(null);
  const screen = useMemo(
    (): CrudScreen => ({
      key: 'flow-follow',
      api: { list: flowFollowRoutes.list },
      permission: 'flow_follow',
      allow: () => false,
      columns: [
        { field: 'processInstanceId', label: 'flow:processInstanceId' },
        { field: 'processDefinitionKey', label: 'flow:processKey', width: 120 },
        { field: 'name', label: 'flow:processName' },
        { field: 'categoryName', label: 'flow:category', width: 110 },
        { field: 'startUser', label: 'flow:follow.startUser', width: 110 },
        { field: 'taskDefinitionKey', label: 'flow:follow.activity', width: 120 },
        { field: 'startTime', label: 'flow:follow.startTime', width: 170 },
      ],
      search: [
        { name: 'processInstanceId', label: 'flow:processInstanceId' },
        { name: 'processDefinitionKey', label: 'flow:processKey' },
      ],
      dateRange: false,
      fields: [],
      rowActions: [
        { key: 'image', label: 'flow:chart', run: ([row]) => setChart({ processInstanceId: String(row!.processInstanceId) }) },
        {
          key: 'delete',
          label: 'crud:delete',
          permission: 'flow_follow_delete',
          run: async ([row], ctx) => {
            const reason = await askReason();
            if (reason === null) return;
            await deleteInstance(String(row!.processInstanceId), reason);
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
      <CrudPage screen={screen} />
      <FlowChartDialog target={chart} onClose={() => setChart(null)} />
      <ReasonDialog />
    </>
  );
}
