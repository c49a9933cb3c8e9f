// What a page is called, for its tab and its title: the `name` query, else its menu's name (a seeded menu's in the
// console's language, by its code), else its route's label.
import type { TFunction } from 'i18next';
import { seedName } from '../i18n/seed-name.ts';
import { findByPath } from '../menu/menu-utils.ts';
import type { MenuItem } from '../store/types.ts';
import type { RouteMeta } from './route-meta.ts';

export type ScreenLabel = { label: string; labelKey?: string };

const SEED_MENU = 'seed:menu.';

/** The page's label and its translation key; undefined when nothing names it (an unknown path about to be a 404). */
export function screenLabelOf(
  pathname: string,
  query: Record<string, string>,
  meta: RouteMeta,
  menuAll: MenuItem[],
): ScreenLabel | undefined {
  const item = findByPath(menuAll, pathname);
  const label = query.name || item?.name || '';
  const labelKey = query.name ? undefined : item?.code ? `${SEED_MENU}${item.code}` : meta.labelKey;
  return label || labelKey ? { label: label || labelKey!, labelKey } : undefined;
}

/** The label in the UI language: a menu as the sidebar names it (seed-name.ts), a route by its key. */
export function shownLabel(t: TFunction, { label, labelKey }: ScreenLabel): string {
  if (labelKey?.startsWith(SEED_MENU)) return seedName(`menu.${labelKey.slice(SEED_MENU.length)}`, label);
  return labelKey ? t(labelKey as never, { defaultValue: label }) : label;
}
