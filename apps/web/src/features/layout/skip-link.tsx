// The first Tab stop of the console: a link past the sidebar and the bars to the page itself, hidden until focused.
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  const { t } = useTranslation(['layout']);
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      // The router would take the hash for a move; the focus is all the link is for.
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        boxShadow: 3,
        '&:focus': { top: 8 },
      }}
    >
      {t('layout:skipToMain')}
    </Box>
  );
}
