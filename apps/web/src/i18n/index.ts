// The console's words through i18next. Chinese is the default and the fallback. The language of a first visit is
// the one stored by a choice (`saber-language`, Saber's key, so Saber-compatible settings keep working), else the
// browser's; a choice made in the console is stored, a detected language is not (a later browser change still
// counts). Each namespace is a module of its own per language, fetched when a screen first uses it; only the
// language in use (and Chinese, the fallback) is downloaded.
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../config/website.ts';
import { getStore, setStore } from '../lib/storage.ts';
import { settingsStore } from '../store/settings-store.ts';
import { addFormatters, I18N_OPTIONS } from './options.ts';
import type { Namespace } from './resources.ts';

const LOCALES = import.meta.glob<{ default: object }>('./locales/*/*.ts');

const locales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = LOCALES[`./locales/${language}/${namespace}.ts`];
    if (!load) return callback(new Error(`No ${language} words for ${namespace}`), false);
    load().then(
      (module) => callback(null, module.default as Record<string, string>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const detector = new LanguageDetector();
detector.addDetector({ name: 'saberStore', lookup: () => getStore<string>('language') });

/** What the sign-in page and the console frame show before any screen: fetched before the first render. */
const FIRST: Namespace[] = ['common', 'auth', 'layout'];

const htmlLang = (language: string) => (language === 'en' ? 'en' : 'zh-CN');

/** The console's language: the one i18next shows (the detected or chosen one, reduced to zh/en). */
export const currentLanguage = (): Language => (i18n.resolvedLanguage === 'en' ? 'en' : 'zh');

/** Resolves once the first namespaces can be shown in the detected language; main.tsx renders after it. */
export async function startI18n(): Promise<void> {
  // Called with the language as detected (en-US); what is shown is the supported one it resolves to (en).
  i18n.on('languageChanged', () => {
    document.documentElement.lang = htmlLang(currentLanguage());
  });
  await i18n
    .use(locales)
    .use(detector)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, ns: FIRST, detection: { order: ['saberStore', 'navigator'], caches: [] } });
  addFormatters(i18n);
}

/** The user's choice of language: shown at once, stored (Saber's `saber-language`) and kept across reloads. */
export async function chooseLanguage(language: Language): Promise<void> {
  setStore('language', language);
  settingsStore.set({ language });
  await i18n.changeLanguage(language);
}

export { i18n };
