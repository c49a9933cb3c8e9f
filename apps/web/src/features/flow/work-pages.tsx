// "My work" (blade-api.md 5.3): the start, claim, todo, send and done lists on the generic list. Their actions go
// through the flow dictionary's route key to the process pages (form / handle / detail); the diagram opens in the
// flow chart viewer. Every signed-in user has these lists: the buttons are not tied to menu grants, the API
// decides who may claim or handle a task.
import { i18n } from '../../i18n/index.ts';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudAction, CrudColumn, CrudScreen, CrudSearchField, Row } from '../../components/crud/crud-types.ts';
import * as flowWorkRoutes from '../../generated/routes/flow-work.ts';
import { toast } from '../../components/toast.tsx';
import { claimTask, fetchStartForm } from './api.ts';
import { FlowChartDialog, type ChartTarget } from './flow-chart.tsx';
import { flowPath, startPath, useFlowCategories, useOpenFlowPage, withCategories } from './flow-dict.ts';
import { textOf } from '@blade/contract/text';
import { TASK_COLUMNS, TASK_SEARCH } from './task-columns.tsx';

type Kind = 'start' | 'claim' | 'todo' | 'send' | 'done';
const LISTS = {
  start: flowWorkRoutes.startList,
  claim: flowWorkRoutes.claimList,
  todo: flowWorkRoutes.todoList,
  send: flowWorkRoutes.sendList,
  done: flowWorkRoutes.doneList,
};
type Tools = {
  go: (category: unknown, target: Parameters<typeof flowPath>[2]) => void;
  start: (processDefinitionId: string) => Promise<void>;
  chart: (target: ChartTarget) => void;
};

const COLUMNS: CrudColumn[] = [
  { field: 'categoryName', label: 'flow:category', width: 110 },
  { field: 'processDefinitionName', label: 'flow:processName' },
  { field: 'processDefinitionVersion', label: 'flow:version', width: 80 },
  { field: 'taskName', label: 'flow:work.taskName' },
  { field: 'createTime', label: 'flow:work.createTime', width: 170 },
];
const finished = (row: Row) => i18n.t(row.processIsFinished === 'finished' ? 'flow:work.finished' : 'flow:work.unfinished');

const detail = (tools: Tools): CrudAction => ({
  key: 'detail',
  label: 'flow:work.detail',
  run: ([row]) =>
    tools.go(row!.category, { kind: 'detail', processInstanceId: textOf(row!.processInstanceId), businessId: textOf(row!.businessId) }),
});
const follow = (tools: Tools): CrudAction => ({
  key: 'follow',
  label: 'flow:work.follow',
  run: ([row]) => tools.chart({ processInstanceId: textOf(row!.processInstanceId) }),
});

function screenOf(kind: Kind, tools: Tools): CrudScreen {
  const common = {
    key: `work-${kind}`,
    api: { list: LISTS[kind] },
    permission: `work_${kind}`,
    allow: () => false,
    dateRange: false,
    fields: [],
  };
  const search: CrudSearchField[] = [
    { name: 'category', label: 'flow:category', type: 'select', options: [] },
    { name: 'processDefinitionName', label: 'flow:processName' },
    { name: 'beginDate', label: 'flow:work.beginDate', type: 'date' },
    { name: 'endDate', label: 'flow:work.endDate', type: 'date', dateEnd: true },
  ];
  switch (kind) {
    case 'start':
      return {
        ...common,
        rowKey: 'id',
        baseQuery: { mode: '1' },
        columns: [
          { field: 'categoryName', label: 'flow:category', width: 110 },
          { field: 'key', label: 'flow:processKey' },
          { field: 'name', label: 'flow:processName' },
          { field: 'version', label: 'flow:version', width: 80 },
          { field: 'deploymentTime', label: 'flow:manager.deploymentTime', width: 170 },
        ],
        search: [
          search[0]!,
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
        rowActions: [
          { key: 'flow', label: 'flow:work.start', run: ([row]) => tools.start(textOf(row!.id)) },
          { key: 'image', label: 'flow:chart', run: ([row]) => tools.chart({ processDefinitionId: row!.id }) },
        ],
      };
    case 'claim':
      return {
        ...common,
        rowKey: 'taskId',
        columns: [...COLUMNS, ...TASK_COLUMNS],
        search: [...search, ...TASK_SEARCH],
        rowActions: [
          {
            key: 'sign',
            label: 'flow:work.claim',
            run: async ([row], ctx) => {
              const reply = await claimTask(textOf(row!.taskId));
              toast.success(reply.msg || i18n.t('crud:done'));
              ctx.refresh();
            },
          },
          detail(tools),
          follow(tools),
        ],
      };
    case 'todo':
      return {
        ...common,
        rowKey: 'taskId',
        columns: [...COLUMNS, ...TASK_COLUMNS],
        search: [...search, ...TASK_SEARCH],
        rowActions: [
          {
            key: 'handle',
            label: 'flow:work.handle',
            run: ([row]) =>
              tools.go(row!.category, {
                kind: 'handle',
                taskId: textOf(row!.taskId),
                processInstanceId: textOf(row!.processInstanceId),
                businessId: textOf(row!.businessId),
              }),
          },
          detail(tools),
          follow(tools),
        ],
      };
    case 'send':
      return {
        ...common,
        rowKey: 'processInstanceId',
        search: [...search, ...TASK_SEARCH],
        columns: [...COLUMNS, { field: 'processIsFinished', label: 'flow:work.state', width: 100, render: finished }],
        rowActions: [detail(tools), follow(tools)],
      };
    case 'done':
      return {
        ...common,
        rowKey: 'taskId',
        search: [...search, ...TASK_SEARCH],
        columns: [...COLUMNS.slice(0, 4), { field: 'historyTaskEndTime', label: 'flow:work.endTime', width: 170 }],
        rowActions: [detail(tools), follow(tools)],
      };
  }
}

function WorkPage({ kind }: { kind: Kind }) {
  const navigate = useNavigate();
  const categories = useFlowCategories();
  const openFlowPage = useOpenFlowPage(navigate);
  const [chart, setChart] = useState<ChartTarget | null>(null);
  const screen = useMemo(
    () =>
      screenOf(kind, {
        go: (category, target) => void openFlowPage(textOf(category), target),
        start: async (processDefinitionId) => navigate(startPath(await fetchStartForm(processDefinitionId))),
        chart: setChart,
      }),
    [kind, navigate, openFlowPage],
  );
  const filled = useMemo(() => withCategories(screen, categories), [screen, categories]);
  return (
    <>
      <CrudPage screen={filled} />
      <FlowChartDialog target={chart} onClose={() => setChart(null)} />
    </>
  );
}

export const WorkStartPage = () => <WorkPage kind="start" />;
export const WorkClaimPage = () => <WorkPage kind="claim" />;
export const WorkTodoPage = () => <WorkPage kind="todo" />;
export const WorkSendPage = () => <WorkPage kind="send" />;
export const WorkDonePage = () => <WorkPage kind="done" />;
