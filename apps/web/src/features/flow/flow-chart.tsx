// The flow chart viewer ('流程图展示'): a process diagram from process/model-view, with the activities of an
// instance's history highlighted (activities and the sequence flows taken green, open activities orange) and its
// timeline; inline or in a dialog.
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { fetchModelView } from './api.ts';
import { BpmnCanvas } from './bpmn/bpmn-canvas.tsx';
import { HistoryTimeline } from './history-timeline.tsx';

export type ChartTarget = { processInstanceId?: string; processDefinitionId?: string };

export function FlowChart({ target, timeline = true }: { target: ChartTarget; timeline?: boolean }) {
  const { data } = useQuery({ queryKey: ['flow', 'model-view', target], queryFn: () => fetchModelView(target) });
  if (!data) return <PageLoading />;
  const flow = data.flow ?? [];
  const visited = flow.filter((f) => f.endTime && f.historyActivityId).map((f) => f.historyActivityId!);
  const active = flow.filter((f) => !f.endTime && f.historyActivityId).map((f) => f.historyActivityId!);
  return (
    <Box data-testid="flow-chart" data-visited={visited.join(',')} data-active={active.join(',')}>
      <BpmnCanvas xml={data.xml} visited={visited} active={active} />
      {timeline && target.processInstanceId ? (
        <Box sx={{ mt: 2 }}>
          <HistoryTimeline items={flow} />
        </Box>
      ) : null}
    </Box>
  );
}

export function FlowChartDialog({ target, onClose }: { target: ChartTarget | null; onClose: () => void }) {
  const { t } = useTranslation(['flow', 'common']);
  return (
    <Dialog open={!!target} onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>{t('flow:chartTitle')}</DialogTitle>
      <DialogContent dividers>{target ? <FlowChart target={target} /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
