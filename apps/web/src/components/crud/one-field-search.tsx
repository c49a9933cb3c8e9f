// A list's search by one text field (a name, an account) and 搜索, for lists without a screen definition's search
// form. The field starts from the text searched for and follows it when the address changes; `children` are more
// buttons on the same line.
import { Box, Button, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type OneFieldSearchProps = { label: string; searched: string; onSearch: (text: string) => void; children?: ReactNode };

export function OneFieldSearch({ label, searched, onSearch, children }: OneFieldSearchProps) {
  const { t } = useTranslation(['crud']);
  const [draft, setDraft] = useState({ of: searched, text: searched });
  if (draft.of !== searched) setDraft({ of: searched, text: searched });
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(draft.text.trim());
      }}
      sx={{ display: 'flex', gap: 1.5, mb: 2, alignItems: 'center' }}
    >
      <TextField
        size="small"
        label={label}
        value={draft.text}
        onChange={(e) => setDraft({ of: searched, text: e.target.value })}
        sx={{ width: 240 }}
      />
      <Button type="submit" variant="contained">
        {t('crud:search')}
      </Button>
      {children}
    </Box>
  );
}
