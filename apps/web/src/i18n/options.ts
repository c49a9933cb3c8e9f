// What every i18next instance of the console is set up with (the console's own in index.ts, the unit tests' ones):
// Chinese and English, reduced to the language (en-US -> en), Chinese the fallback, React escaping the values, and
// the console's one formatter of its own.
import type { i18n as I18n, InitOptions } from 'i18next';
import { LANGUAGES } from '../config/website.ts';
import { lowerCaseLabel } from './lower-case-label.ts';

export const I18N_OPTIONS = {
  supportedLngs: LANGUAGES,
  load: 'languageOnly',
  fallbackLng: 'zh',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
} satisfies InitOptions;

/** `{{label, lowercase}}`: a field's label inside an English sentence (lower-case-label.ts). */
export function addFormatters(instance: I18n): void {
  instance.services.formatter?.add('lowercase', lowerCaseLabel);
}
