// /404, /403 and /500: the code from the path, a short explanation and a way back (staff to the backstage home,
// visitors to the public front page).
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { website } from '../../config/website.ts';
import { useSession } from '../../store/session-store.ts';

export function ErrorPage() {
  const { t } = useTranslation(['common']);
  const navigate = useNavigate();
  const code = useLocation().pathname.replace('/', '');
  const home = useSession((s) => (s.token ? website.homePath : '/'));
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3, bgcolor: 'background.default' }}>
      <Box>
        <Typography variant="h1" color="primary" sx={{ fontWeight: 700 }} data-testid="error-code">
          {code}
        </Typography>
        <Typography variant="h6" sx={{ my: 2 }}>
          {t(`common:error.${code === '403' || code === '500' ? code : '404'}`)}
        </Typography>
        <Button variant="contained" onClick={() => void navigate(home)}>
          {t('common:error.home')}
        </Button>
      </Box>
    </Box>
  );
}
