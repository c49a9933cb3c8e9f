// The task lists' assignee and due-date columns, as Camunda Tasklist shows them: who holds the task (a delegated
// one marked 委托 with its owner, one given back marked 已交回), and when it is due, an overdue one marked as such.
import { Chip, Stack, Typography } from '@mui/material';
import { textOf } from '@blade/contract/text';
import { i18n } from '../../i18n/index.ts';
import type { CrudColumn, CrudSearchField, Row } from '../../components/crud/crud-types.ts';
import { fetchProcessOptions } from './api.ts';

function AssigneeCell({ row }: { row: Row }) {
  const state = textOf(row.delegationState);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
      <span>{textOf(row.assigneeName)}</span>
      {state === 'pending' ? (
        <Chip
          size="small"
          color="info"
          data-testid="task-delegated"
          label={i18n.t('flow:task.delegatedBy', { name: textOf(row.ownerName) })}
        />
      ) : null}
      {state === 'resolved' ? <Chip size="small" color="success" data-testid="task-resolved" label={i18n.t('flow:task.resolved')} /> : null}
    </Stack>
  );
}

function DueCell({ row }: { row: Row }) {
  const due = textOf(row.dueDate);
  if (!due) return null;
  return row.overdue === true ? (
    <Typography variant="body2" color="error" component="span" data-testid="task-overdue">
      {due} ({i18n.t('flow:task.overdue')})
    </Typography>
  ) : (
    <span data-testid="task-due">{due}</span>
  );
}

export const TASK_COLUMNS: CrudColumn[] = [
  { field: 'assigneeName', label: 'flow:task.assignee', width: 190, render: (row) => <AssigneeCell row={row} /> },
  { field: 'dueDate', label: 'flow:task.dueDate', width: 200, render: (row) => <DueCell row={row} /> },
];

/** The task and process lists' filters beyond Blade's: the process, and a process variable's exact value. */
export const TASK_SEARCH: CrudSearchField[] = [
  {
    name: 'processDefinitionKey',
    label: 'flow:task.process',
    type: 'select',
    loadOptions: async () => (await fetchProcessOptions()).map((p) => ({ value: p.key, label: p.name })),
  },
  { name: 'variableName', label: 'flow:task.variableName' },
  { name: 'variableValue', label: 'flow:task.variableValue' },
];
