// The history of a process instance as Saber renders it: "<who> began handling [<activity>] at [<time>]", then the
// duration, the reply comment, what the task's form was completed with and the end time when they are not empty.
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { textOf } from '@blade/contract/text';
import type { BladeFlow } from './api.ts';

/** What a person did or saw happen: gateways and other automatic steps have no actor and stay on the diagram only. */
const TIMELINE_STEPS = new Set(['startEvent', 'userTask', 'endEvent']);

export function HistoryTimeline({ items: all }: { items: BladeFlow[] }) {
  const { t } = useTranslation(['flow', 'common', 'crud']);
  const shownValue = (value: unknown) => (value === true ? t('crud:yes') : value === false ? t('crud:no') : textOf(value));
  const items = all.filter((item) => TIMELINE_STEPS.has(item.historyActivityType ?? ''));
  if (!items.length) return <Typography color="text.secondary">{t('common:noData')}</Typography>;
  return (
    <Stack spacing={1.5} data-testid="flow-history">
      {items.map((item, index) => (
        <Box
          key={`${item.historyActivityId}-${index}`}
          data-testid="flow-history-item"
          sx={{ borderLeft: 3, borderColor: item.endTime ? 'success.main' : 'warning.main', pl: 1.5 }}
        >
          <Typography variant="body2">
            {t('flow:history.began', {
              who: item.assigneeName || item.assignee || '',
              activity: item.historyActivityName || item.historyActivityId,
              time: item.createTime ?? '',
            })}
          </Typography>
          {item.historyActivityDurationTime ? (
            <Typography variant="caption" component="div">
              {t('flow:history.duration', { value: item.historyActivityDurationTime })}
            </Typography>
          ) : null}
          {item.comment ? (
            <Typography variant="caption" component="div">
              {t('flow:history.comment', { value: item.comment })}
            </Typography>
          ) : null}
          {item.taskValues?.map((v) => (
            <Typography key={v.id} variant="caption" component="div" data-testid="flow-history-value">
              {t('flow:history.value', { label: v.label, value: shownValue(v.value) })}
            </Typography>
          ))}
          {item.delegations?.map((d, i) => (
            <Box key={i} data-testid="flow-history-delegation">
              <Typography variant="caption" component="div">
                {t('flow:history.delegated', { owner: d.ownerName, delegate: d.delegateName, time: d.delegateTime })}
              </Typography>
              {d.resolveTime ? (
                <Typography variant="caption" component="div">
                  {t('flow:history.resolved', { owner: d.ownerName, delegate: d.delegateName, time: d.resolveTime })}
                  {d.comment ? ` ${t('flow:history.comment', { value: d.comment })}` : ''}
                </Typography>
              ) : null}
              {d.taskValues.map((v) => (
                <Typography key={v.id} variant="caption" component="div">
                  {t('flow:history.value', { label: v.label, value: shownValue(v.value) })}
                </Typography>
              ))}
            </Box>
          ))}
          {item.endTime ? (
            <Typography variant="caption" component="div" color="text.secondary">
              {t('flow:history.ended', { time: item.endTime })}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Stack>
  );
}
