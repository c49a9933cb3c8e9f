// What a person chose for a list's look (which columns show, their widths, the density), kept per signed-in user and
// screen in the browser's storage. Kept outside the `saber-` items on purpose: a sign-out clears those, and the
// choice is the person's, not the session's. Pure apart from the storage it is given, so it is unit-tested.
import type { GridColumnVisibilityModel, GridDensity } from '@mui/x-data-grid';

export type GridPrefs = { hidden: string[]; widths: Record<string, number>; density?: GridDensity };

export const EMPTY_PREFS: GridPrefs = { hidden: [], widths: {} };
const DENSITIES: readonly GridDensity[] = ['compact', 'standard', 'comfortable'];
/** A width outside this is not one a person dragged to (a hand-edited or broken item): it is ignored. */
const MIN_WIDTH = 30;
const MAX_WIDTH = 2000;

/** The storage key of a user's choice for one screen's list: a user of another tenant is another person. */
export function prefsKey(user: { tenant_id: string; user_id: string }, screen: string): string {
  return `blade-grid:${user.tenant_id}:${user.user_id}:${screen}`;
}

/** The stored choice, keeping only what is well formed (an item written by an older console or by hand). */
export function readPrefs(storage: Pick<Storage, 'getItem'>, key: string): GridPrefs {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return EMPTY_PREFS;
  }
  if (!raw || typeof raw !== 'object') return EMPTY_PREFS;
  const { hidden, widths, density } = raw as Record<string, unknown>;
  const fine = (w: unknown): w is number => typeof w === 'number' && w >= MIN_WIDTH && w <= MAX_WIDTH;
  return {
    hidden: Array.isArray(hidden) ? hidden.filter((f): f is string => typeof f === 'string') : [],
    widths: widths && typeof widths === 'object' ? Object.fromEntries(Object.entries(widths).filter(([, w]) => fine(w))) : {},
    density: DENSITIES.includes(density as GridDensity) ? (density as GridDensity) : undefined,
  };
}

export function writePrefs(storage: Pick<Storage, 'setItem'>, key: string, prefs: GridPrefs): void {
  storage.setItem(key, JSON.stringify(prefs));
}

/** The grid's visibility model from the hidden columns (a column not named shows). */
export function visibilityModel(prefs: GridPrefs): GridColumnVisibilityModel {
  return Object.fromEntries(prefs.hidden.map((field) => [field, false]));
}

/** The hidden columns from the grid's visibility model. */
export function hiddenColumns(model: GridColumnVisibilityModel): string[] {
  return Object.entries(model)
    .filter(([, shown]) => !shown)
    .map(([field]) => field);
}
