// What a page is called, for its tab and its title: the `name` query, else its menu's name (translated by the menu
// code), else its route's label.
import type { TFunction } from '../i18n/translate.ts';
import { findByPath } from '../menu/menu-utils.ts';
import type { MenuItem } from '../store/types.ts';
import type { RouteMeta } from './route-meta.ts';

export type ScreenLabel = { label: string; labelKey?: string };

/** The page's label and its translation key; undefined when nothing names it (an unknown path about to be a 404). */
export function screenLabelOf(
  pathname: string,
  query: Record<string, string>,
  meta: RouteMeta,
  menuAll: MenuItem[],
): ScreenLabel | undefined {
  const item = findByPath(menuAll, pathname);
  const label = query.name || item?.name || '';
  const labelKey = query.name ? undefined : item?.code ? `menu.${item.code}` : meta.labelKey;
  return label || labelKey ? { label: label || labelKey!, labelKey } : undefined;
}

/** The label in the UI language. */
export const shownLabel = (t: TFunction, { label, labelKey }: ScreenLabel): string =>
  labelKey ? t(labelKey, { defaultValue: label }) : label;
