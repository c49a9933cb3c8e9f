// /translation/site: the site settings (spec 3): the current names and page images, with the site-name dialog and
// the image-change dialog behind the menu's two buttons, and the message board's approve-before-publish switch.
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../store/session-store.ts';
import { BUTTONS } from '../api.ts';
import { useFrontData } from '../front/use-front-data.ts';
import { ImageDialog, slotName } from './image-dialog.tsx';
import { MessageReviewSwitch } from './message-review-switch.tsx';
import { SiteNamesDialog } from './site-names-dialog.tsx';

export function SitePage() {
  const { t } = useTranslation(['translate']);
  const permission = useSession((s) => s.permission);
  const { names, images, reload } = useFrontData();
  const [open, setOpen] = useState<'names' | 'images' | null>(null);
  return (
    <Card data-testid="translate-site-page">
      <CardContent>
        <Stack spacing={1}>
          <Typography>
            <b>{t('translate:site.webName')}</b>: <span data-testid="site-web-name">{names?.webName ?? ''}</span>
          </Typography>
          <Typography>
            <b>{t('translate:site.backName')}</b>: <span data-testid="site-back-name">{names?.backName ?? ''}</span>
          </Typography>
          {names && <MessageReviewSwitch enabled={names.messageReview} mayChange={!!permission[BUTTONS.siteName]} onChanged={reload} />}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ my: 2 }}>
          {permission[BUTTONS.siteName] && (
            <Button variant="contained" disabled={!names} onClick={() => setOpen('names')} data-testid="open-site-names">
              {t('translate:site.title')}
            </Button>
          )}
          {permission[BUTTONS.siteImage] && (
            <Button variant="outlined" onClick={() => setOpen('images')} data-testid="open-images">
              {t('translate:image.title')}
            </Button>
          )}
        </Stack>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {images
            .filter((i) => i.link)
            .map((i) => (
              <Box key={i.imgPositionType} sx={{ textAlign: 'center' }}>
                <Box component="img" src={i.link} alt="" sx={{ height: 64, objectFit: 'contain' }} />
                <Typography variant="caption" sx={{ display: 'block' }}>
                  {t(slotName(i.imgPositionType))}
                </Typography>
              </Box>
            ))}
        </Box>
      </CardContent>
      {open === 'names' && names && <SiteNamesDialog initial={names} onClose={() => setOpen(null)} />}
      {open === 'images' && <ImageDialog images={images} onChanged={reload} onClose={() => setOpen(null)} />}
    </Card>
  );
}
