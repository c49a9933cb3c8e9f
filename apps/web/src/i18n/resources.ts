// The namespaces of the console's words, by feature area; the Chinese ones are the type every key is checked against
// (i18next.d.ts). Each namespace is a module of its own per language, fetched when a screen first asks for it.
import type admin from './locales/zh/admin.ts';
import type auth from './locales/zh/auth.ts';
import type common from './locales/zh/common.ts';
import type crud from './locales/zh/crud.ts';
import type develop from './locales/zh/develop.ts';
import type flow from './locales/zh/flow.ts';
import type layout from './locales/zh/layout.ts';
import type log from './locales/zh/log.ts';
import type resource from './locales/zh/resource.ts';
import type seed from './locales/zh/seed.ts';
import type system from './locales/zh/system.ts';
import type translate from './locales/zh/translate.ts';
import type { ParseKeys } from 'i18next';

export type Resources = {
  common: typeof common;
  crud: typeof crud;
  auth: typeof auth;
  layout: typeof layout;
  log: typeof log;
  system: typeof system;
  admin: typeof admin;
  resource: typeof resource;
  flow: typeof flow;
  translate: typeof translate;
  develop: typeof develop;
  seed: typeof seed;
  /**
   * The declared entities' own labels (the contract's [zh, en] pairs), added when their screen opens (entity-page).
   * Its keys all begin `screen-` so that this one open-ended namespace cannot make a mistyped key of another valid.
   */
  entity: Record<`screen-${string}`, Record<string, string>>;
};

export type Namespace = keyof Resources;

export const NAMESPACES = [
  'common',
  'crud',
  'auth',
  'layout',
  'log',
  'system',
  'admin',
  'resource',
  'flow',
  'translate',
  'develop',
  'seed',
] as const satisfies readonly Namespace[];

/** A key of the namespaces `N`, written with its namespace (`system:user.account`). */
export type KeyIn<N extends Namespace> = { [M in N]: `${M}:${ParseKeys<M>}` }[N];

/** A key of any namespace: what screens declare as labels. */
export type TextKey = KeyIn<Namespace>;

/** The namespaces of `keys` (`system:user.account` -> system): what a component showing declared labels loads. */
export function namespacesOf(keys: Iterable<string>): Namespace[] {
  const found = new Set<Namespace>();
  for (const key of keys) {
    const ns = key.slice(0, key.indexOf(':'));
    if ((NAMESPACES as readonly string[]).includes(ns)) found.add(ns as Namespace);
  }
  return [...found];
}

/** The keys of a group of words that hold text, not sub-groups: `WordKeys<Resources['resource']['editor']>`. */
export type WordKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
