// What an empty list says: that a search found nothing (with a way back to everything), or that there is nothing yet
// and, for a user who may add, the button to add the first record (named apart from the toolbar's 新增, so the two
// never read the same to a screen reader).
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type EmptyListProps = { searching: boolean; onReset: () => void; onAdd?: () => void };

export function EmptyList({ searching, onReset, onAdd }: EmptyListProps) {
  const { t } = useTranslation(['crud']);
  return (
    <Stack
      data-testid="crud-empty"
      spacing={1}
      sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', textAlign: 'center', px: 2 }}
    >
      <Typography variant="subtitle1">{t(searching ? 'crud:emptySearch' : 'crud:empty')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t(searching ? 'crud:emptySearchHint' : onAdd ? 'crud:emptyAddHint' : 'crud:emptyHint')}
      </Typography>
      {searching ? (
        <Button onClick={onReset}>{t('crud:reset')}</Button>
      ) : (
        onAdd && (
          <Button variant="contained" onClick={onAdd} data-testid="crud-empty-add">
            {t('crud:addFirst')}
          </Button>
        )
      )}
    </Stack>
  );
}
