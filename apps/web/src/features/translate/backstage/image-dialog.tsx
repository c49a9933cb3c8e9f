// The image-change dialog (spec 3): the four page-image slots, each with its picture (or "未设置"), an upload that
// asks "确定上传图片吗" first, and a removal.
import { Box, Button, Card, CardActions, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../components/confirm.tsx';
import { toast } from '../../../components/toast.tsx';
import { removeImage, uploadFile, type ImageSlot } from '../api.ts';

export const SLOTS = [1, 2, 3, 4] as const;

/** A slot's name; a slot the site does not know is named as the first. */
export const slotName = (slot: number) => `translate:image.slot${SLOTS.find((s) => s === slot) ?? 1}` as const;

type Props = { images: ImageSlot[]; onChanged: () => void; onClose: () => void };

export function ImageDialog({ images, onChanged, onClose }: Props) {
  const { t } = useTranslation(['translate', 'common']);
  const link = (slot: number) => images.find((i) => i.imgPositionType === slot)?.link ?? '';

  const upload = async (slot: number, file: File | undefined) => {
    if (!file || !(await confirm(t('translate:image.confirmUpload')))) return;
    await uploadFile(file, slot);
    toast.success(t('translate:image.done'));
    onChanged();
  };
  const remove = async (slot: number) => {
    if (!(await confirm(t('translate:image.confirmRemove')))) return;
    await removeImage(slot);
    toast.success(t('translate:image.done'));
    onChanged();
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="image-dialog">
      <DialogTitle>{t('translate:image.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {SLOTS.map((slot) => (
          <Card key={slot} variant="outlined" data-testid={`image-slot-${slot}`}>
            <CardContent>
              <Typography variant="subtitle2">{t(slotName(slot))}</Typography>
              <Box sx={{ height: 96, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', mt: 1 }}>
                {link(slot) ? (
                  <Box
                    component="img"
                    src={link(slot)}
                    alt=""
                    sx={{ maxHeight: 90, maxWidth: '100%', objectFit: 'contain' }}
                    data-testid="image-preview"
                  />
                ) : (
                  <Typography color="text.secondary">{t('translate:image.empty')}</Typography>
                )}
              </Box>
            </CardContent>
            <CardActions>
              <Button size="small" component="label">
                {t('translate:image.replace')}
                <input
                  hidden
                  type="file"
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  data-testid={`image-file-${slot}`}
                  onChange={(e) => {
                    const f = e.target.files?.[0];
                    e.target.value = '';
                    void upload(slot, f).catch(() => {});
                  }}
                />
              </Button>
              {link(slot) && (
                <Button size="small" color="error" onClick={() => void remove(slot).catch(() => {})}>
                  {t('translate:image.remove')}
                </Button>
              )}
            </CardActions>
          </Card>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
