// Every string of the console in Chinese (default) and English (translate.ts). The language is a remembered
// setting (`saber-language`); changing it re-renders every translating component and changes Accept-Language.
// Only the language in use is in the first download: the other one is fetched when someone switches to it
// (`loadLanguage`), which keeps the sign-in page and the first console screen within their JavaScript budgets.
import { settingsStore } from '../store/settings-store.ts';
import { i18n, type Messages } from './translate.ts';

type Language = 'zh' | 'en';
const htmlLang = (language: string) => (language === 'en' ? 'en' : 'zh-CN');

const bundles: Record<Language, () => Promise<Messages>> = {
  zh: async () => (await import('./locales/zh/index.ts')).zh,
  en: async () => (await import('./locales/en/index.ts')).en,
};

async function loadLanguage(language: Language): Promise<void> {
  if (!i18n.hasMessages(language)) i18n.addMessages(language, await bundles[language]());
}

/** Resolves once the remembered language (and Chinese, the fallback) can be shown; main.tsx renders after it. */
export async function startI18n(): Promise<void> {
  const language = settingsStore.get().language as Language;
  await Promise.all([loadLanguage('zh'), loadLanguage(language)]);
  i18n.changeLanguage(language);
  document.documentElement.lang = htmlLang(language);

  settingsStore.subscribe(() => {
    const next = settingsStore.get().language as Language;
    if (i18n.language === next) return;
    void loadLanguage(next).then(() => i18n.changeLanguage(next));
    document.documentElement.lang = htmlLang(next);
  });
}

export default i18n;
