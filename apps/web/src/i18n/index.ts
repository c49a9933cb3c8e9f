// i18next with every string of the console in Chinese (default) and English. The language is a remembered
// setting (`saber-language`); changing it re-renders through react-i18next and changes Accept-Language.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { settingsStore } from '../store/settings-store.ts';
import { en } from './locales/en/index.ts';
import { zh } from './locales/zh/index.ts';

const htmlLang = (language: string) => (language === 'en' ? 'en' : 'zh-CN');

void i18n.use(initReactI18next).init({
  resources: { zh: { translation: zh }, en: { translation: en } },
  lng: settingsStore.get().language,
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  returnNull: false,
});
document.documentElement.lang = htmlLang(settingsStore.get().language);

settingsStore.subscribe(() => {
  const { language } = settingsStore.get();
  if (i18n.language !== language) {
    void i18n.changeLanguage(language);
    document.documentElement.lang = htmlLang(language);
  }
});

export default i18n;
