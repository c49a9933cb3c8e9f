// /myiframe/:routerPath: an external menu page in a frame; `src` and the item's other fields come as query.
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Only web pages may be framed (no javascript: or data: URLs from a menu). */
const isWebUrl = (value: string) => /^https?:\/\//i.test(value) || value.startsWith('/');

export function IframePage() {
  const { t } = useTranslation(['common']);
  const [query] = useSearchParams();
  const src = query.get('src') ?? '';
  if (!isWebUrl(src)) return <Typography color="text.secondary">{t('common:iframe.noSource')}</Typography>;
  return (
    <Box sx={{ height: 'calc(100vh - 140px)', bgcolor: 'background.paper' }}>
      <iframe src={src} title={query.get('name') ?? src} style={{ border: 0, width: '100%', height: '100%' }} />
    </Box>
  );
}
