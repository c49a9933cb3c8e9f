// Language switch (spec 2): 中文 / English, the current one disabled; remembered in storage (i18n/index.ts).
import { Button, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../config/website.ts';
import { chooseLanguage } from '../i18n/index.ts';

const NAMES: Record<Language, string> = { zh: '中文', en: 'English' };

export function LanguageMenu({ variant = 'icon', color }: { variant?: 'icon' | 'text'; color?: string }) {
  const { t, i18n } = useTranslation(['layout']);
  const language: Language = i18n.resolvedLanguage === 'en' ? 'en' : 'zh';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (next: Language) => {
    void chooseLanguage(next);
    setAnchor(null);
  };
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={t('layout:language')}>
          <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={t('layout:language')} sx={{ color }}>
            <TranslateIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button onClick={(e) => setAnchor(e.currentTarget)} startIcon={<TranslateIcon />} aria-label={t('layout:language')} sx={{ color }}>
          {NAMES[language]}
        </Button>
      )}
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((code) => (
          <MenuItem key={code} disabled={code === language} selected={code === language} onClick={() => choose(code)}>
            {NAMES[code]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
