// Paging of the message board: page numbers and the size choice 10-50 (spec 9), with the total.
import { MenuItem, Pagination, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MESSAGE_SIZES } from './use-messages.ts';

type Props = { current: number; size: number; total: number; onPage: (n: number) => void; onSize: (n: number) => void };

export function MessagePager({ current, size, total, onPage, onSize }: Props) {
  const { t } = useTranslation(['translate']);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', py: 1 }} data-testid="message-pager">
      <Typography variant="body2" color="text.secondary">
        {t('translate:message.total', { count: total })}
      </Typography>
      <TextField
        select
        size="small"
        value={size}
        onChange={(e) => onSize(Number(e.target.value))}
        sx={{ width: 90 }}
        slotProps={{ htmlInput: { 'aria-label': 'size' } }}
      >
        {MESSAGE_SIZES.map((n) => (
          <MenuItem key={n} value={n}>
            {n}
          </MenuItem>
        ))}
      </TextField>
      <Pagination count={Math.max(1, Math.ceil(total / size))} page={current} onChange={(_e, n) => onPage(n)} size="small" />
    </Stack>
  );
}
