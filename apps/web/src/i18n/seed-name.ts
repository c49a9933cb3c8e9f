// Names of the records the product seeds, in the console's language: a record that still holds the name it was seeded
// with (the Chinese `seed` namespace, kept equal to prisma/seed by seed-names.test.ts) shows the English name of its
// stable key (menu code, role id, department id, post code, dictionary code and key) when English is shown; a
// name an operator has changed shows as typed, in every language. The starter term base's classifications have no
// stable key (their ids are made at seeding): they are known by name, so any classification named as a seeded one
// reads in English as that one does.
import i18next, { type i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `menu.<code>`, `role.<id>`, `dept.<id>`, `post.<code>`, `dictName.<code>`, `dictValue.<code>.<key>`,
 * `classification.<name>`.
 */
export type SeedKey = `${'menu' | 'role' | 'dept' | 'post' | 'dictName' | 'classification'}.${string}` | `dictValue.${string}.${string}`;

/** The key of a classification's name (a starter classification is known by its name alone). */
export const classificationKey = (name: string): SeedKey => `classification.${name}`;

/** The name to show for a seeded record's `stored` name (the `seed` namespace must be loaded: `useSeedName`). */
export function seedName(key: SeedKey, stored: string, instance: I18n = i18next): string {
  const language = instance.resolvedLanguage ?? 'zh';
  if (language === 'zh' || instance.getResource('zh', 'seed', key) !== stored) return stored;
  const translated: unknown = instance.getResource(language, 'seed', key);
  return typeof translated === 'string' ? translated : stored;
}

/** `seedName` in a component: loads the `seed` namespace and renders again when the language changes. */
export function useSeedName(): (key: SeedKey, stored: string) => string {
  const { i18n } = useTranslation(['seed']);
  // A new function for each language, so that what is memoised on it follows a change.
  const language = i18n.resolvedLanguage;
  return useCallback((key: SeedKey, stored: string) => (language ? seedName(key, stored, i18n) : stored), [i18n, language]);
}
