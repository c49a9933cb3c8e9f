// 站点设置's approve-before-publish switch (holders of 修改站点名称, who keep the site's settings): when on, visitors'
// new messages wait in 留言管理's 待审核 queue; turning it off publishes none of those waiting.
import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast.tsx';
import { setMessageReview } from '../api.ts';

type Props = { enabled: boolean; mayChange: boolean; onChanged: () => void };

export function MessageReviewSwitch({ enabled, mayChange, onChanged }: Props) {
  const { t } = useTranslation(['translate']);
  const [busy, setBusy] = useState(false);
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      await setMessageReview(next);
      toast.success(t('translate:site.reviewSaved'));
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={enabled}
            disabled={!mayChange || busy}
            onChange={(e) => void change(e.target.checked).catch(() => {})}
            slotProps={{ input: { 'aria-describedby': 'message-review-hint' } }}
            data-testid="message-review-switch"
          />
        }
        label={t('translate:site.messageReview')}
      />
      <FormHelperText id="message-review-hint">{t('translate:site.messageReviewHint')}</FormHelperText>
    </div>
  );
}
