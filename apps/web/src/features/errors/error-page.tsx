// /404, /403 and /500: the code from the path, a short explanation and a way back.
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

export function ErrorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = useLocation().pathname.replace('/', '');
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3, bgcolor: 'background.default' }}>
      <Box>
        <Typography variant="h1" color="primary" sx={{ fontWeight: 700 }} data-testid="error-code">{code}</Typography>
        <Typography variant="h6" sx={{ my: 2 }}>{t(`error.${code}`)}</Typography>
        <Button variant="contained" onClick={() => void navigate('/')}>{t('error.home')}</Button>
      </Box>
    </Box>
  );
}
