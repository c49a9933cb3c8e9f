// The public front page "/" (spec 1-3): the site name, the main image, the term search with live suggestions,
// the picked entry, and the icons to the message board, the classification browser and the backstage. No sign-in.
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ForumIcon from '@mui/icons-material/Forum';
import LoginIcon from '@mui/icons-material/Login';
import TranslateIcon from '@mui/icons-material/Translate';
import { Box, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import type { Suggestion } from '@blade/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../../../components/language-menu.tsx';
import { website } from '../../../config/website.ts';
import { VisitorBoard } from '../messages/visitor-board.tsx';
import { percent, SearchBox } from './search-box.tsx';
import { SlotButton } from './slot-button.tsx';
import { useFrontData } from './use-front-data.ts';

export function FrontPage() {
  const { t } = useTranslation(['translate']);
  const { names, image } = useFrontData({ titled: true });
  const [entry, setEntry] = useState<Suggestion | null>(null);
  const [boardOpen, setBoardOpen] = useState(false);
  const main = image(3);

  return (
    <Box data-testid="front-page" sx={{ minHeight: '100vh', background: 'linear-gradient(160deg, #1d3b72 0%, #2f6fb3 55%, #4fa3d9 100%)' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 3, py: 1.5 }}>
        <Typography variant="h6" sx={{ color: 'common.white', flex: 1 }} data-testid="front-site-name">
          {names?.webName ?? ''}
        </Typography>
        <LanguageMenu color="#fff" />
        <SlotButton src="" fallback={<AccountTreeIcon />} label={t('translate:front.sort')} testId="front-sort" to="/sort" />
        <SlotButton
          src={image(4)}
          fallback={<ForumIcon />}
          label={t('translate:front.messages')}
          testId="front-messages"
          onClick={() => setBoardOpen(true)}
        />
        <SlotButton
          src={image(1)}
          fallback={<LoginIcon />}
          label={t('translate:front.backstage')}
          testId="front-backstage"
          to={website.homePath}
        />
      </Stack>
      <Container maxWidth="md" sx={{ pt: { xs: 4, md: 10 }, pb: 6, textAlign: 'center' }}>
        {main ? (
          <Box
            component="img"
            src={main}
            alt=""
            data-testid="front-main-image"
            sx={{ maxHeight: 140, maxWidth: '100%', objectFit: 'contain', mb: 2 }}
          />
        ) : (
          <TranslateIcon sx={{ fontSize: 96, color: 'common.white', mb: 1 }} />
        )}
        <Typography variant="h3" sx={{ color: 'common.white', fontWeight: 600, mb: 4, fontSize: { xs: 28, md: 44 } }}>
          {names?.webName ?? ''}
        </Typography>
        <SearchBox onPick={setEntry} />
        {entry ? (
          <Card sx={{ mt: 3, textAlign: 'left' }} data-testid="front-entry">
            <CardContent>
              <Typography variant="overline" color="text.secondary">
                {t('translate:front.chinese')}
              </Typography>
              <Typography variant="h5">{entry.chinese}</Typography>
              <Typography variant="overline" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {t('translate:front.english')}
              </Typography>
              <Typography variant="h5">{entry.english}</Typography>
              <Typography variant="caption" color="primary">
                {t('translate:front.score', { score: percent(entry.score) })}
              </Typography>
            </CardContent>
          </Card>
        ) : (
          <Typography sx={{ mt: 3, color: 'rgba(255,255,255,0.8)' }}>{t('translate:front.pickHint')}</Typography>
        )}
      </Container>
      {boardOpen && <VisitorBoard open onClose={() => setBoardOpen(false)} />}
    </Box>
  );
}
