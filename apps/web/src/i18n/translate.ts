// The console's translation layer: nested message objects per language, dotted keys, `{{name}}` placeholders, Chinese
// as the fallback, and components that re-render when the language changes. This is all the console asked of
// i18next, which cost the sign-in page and every console screen about 12 kB over the wire.
import { useSyncExternalStore } from 'react';

export type Messages = { [key: string]: string | Messages };
export type TOptions = { defaultValue?: string; [name: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

const FALLBACK = 'zh';
const bundles = new Map<string, Messages>();
let current = FALLBACK;
const listeners = new Set<() => void>();

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function translate(language: string, key: string, options?: TOptions): string {
  const text = lookup(bundles.get(language), key) ?? lookup(bundles.get(FALLBACK), key) ?? options?.defaultValue ?? key;
  if (!options) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in options ? String(options[name]) : whole));
}

/** The message for `key` in the current language, else in Chinese, else `defaultValue`, else the key itself. */
export const t: TFunction = (key, options) => translate(current, key, options);

// What components get: a new function for each language, so that what they memoise on `t` follows a change.
let componentT: TFunction = (key, options) => translate(FALLBACK, key, options);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const i18n = {
  get language(): string {
    return current;
  },
  t,
  hasMessages: (language: string) => bundles.has(language),
  addMessages: (language: string, messages: Messages) => void bundles.set(language, messages),
  /** Shows `language` from now on; every component that translates renders again. */
  changeLanguage(language: string): void {
    if (language === current) return;
    current = language;
    componentT = (key, options) => translate(language, key, options);
    for (const listener of listeners) listener();
  },
};

/** `t` and the layer itself, in a component that renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  return { t: useSyncExternalStore(subscribe, () => componentT), i18n };
}
