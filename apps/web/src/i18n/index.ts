// i18next with every string of the console in Chinese (default) and English. The language is a remembered
// setting (`saber-language`); changing it re-renders through react-i18next and changes Accept-Language.
// Only the language in use is in the first download: the other one is fetched when someone switches to it
// (`loadLanguage`), which keeps the sign-in page and the first console screen within their JavaScript budgets.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { settingsStore } from '../store/settings-store.ts';

type Language = 'zh' | 'en';
const htmlLang = (language: string) => (language === 'en' ? 'en' : 'zh-CN');

const bundles: Record<Language, () => Promise<Record<string, unknown>>> = {
  zh: async () => (await import('./locales/zh/index.ts')).zh,
  en: async () => (await import('./locales/en/index.ts')).en,
};

async function loadLanguage(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) i18n.addResourceBundle(language, 'translation', await bundles[language]());
}

/** Resolves once the remembered language (and Chinese, the fallback) can be shown; main.tsx renders after it. */
export async function startI18n(): Promise<void> {
  const language = settingsStore.get().language as Language;
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: language,
    fallbackLng: 'zh',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([loadLanguage('zh'), loadLanguage(language)]);
  document.documentElement.lang = htmlLang(language);

  settingsStore.subscribe(() => {
    const next = settingsStore.get().language as Language;
    if (i18n.language === next) return;
    void loadLanguage(next).then(() => i18n.changeLanguage(next));
    document.documentElement.lang = htmlLang(next);
  });
}

export default i18n;
