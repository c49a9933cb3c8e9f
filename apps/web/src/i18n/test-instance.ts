// An i18next instance set up as the console's, holding every namespace of both languages at once (no fetching):
// what the unit tests check words, plurals and formats with.
import i18next, { type i18n as I18n } from 'i18next';
import { addFormatters, I18N_OPTIONS } from './options.ts';

const modules = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.ts', { eager: true });

function resources() {
  const all: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, module] of Object.entries(modules)) {
    const [, language, namespace] = /\.\/locales\/(\w+)\/(\w+)\.ts$/.exec(path)!;
    (all[language!] ??= {})[namespace!] = module.default;
  }
  return all;
}

export async function testInstance(language: 'zh' | 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({ ...I18N_OPTIONS, lng: language, resources: resources() });
  addFormatters(instance);
  return instance;
}
