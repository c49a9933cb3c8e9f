// Open tabs (spec 2 and 4): the welcome tab first, equal tabs ignored, a lone tab not closable, and with
// several tabs every tab closable except the welcome tab while it is protected (website.isFirstPage false).
import { website } from '../config/website.ts';
import { createPersistedStore } from '../lib/persisted-store.ts';
import type { Tag } from './types.ts';

export const welcomeTag = (): Tag => ({ label: '首页', labelKey: website.firstPage.labelKey, value: website.firstPage.value });

type TagsState = { tagList: Tag[]; tag: Tag };

export const tagsStore = createPersistedStore<TagsState>(
  { tagList: [withClose([welcomeTag()])[0]!], tag: welcomeTag() },
  { tagList: 'local', tag: 'local' },
);
export const useTags = tagsStore.use;

/** Recomputes `close` for every tab from the rules above. */
export function withClose(list: Tag[]): Tag[] {
  if (list.length === 1) return list.map((tag) => ({ ...tag, close: false }));
  return list.map((tag) => ({ ...tag, close: !(tag.value === website.firstPage.value && !website.isFirstPage) }));
}

/** Adds a tab (or only selects it when an equal one is open) and makes it current. */
export function addTag(tag: Tag): void {
  tagsStore.set(({ tagList }) => {
    const existing = tagList.find((t) => t.value === tag.value);
    if (existing) return { tag: existing };
    return { tagList: withClose([...tagList, tag]), tag };
  });
}

/** Removes a tab unless it is not closable; returns the tab to show next when the current one was closed. */
export function closeTag(value: string): Tag | undefined {
  const { tagList, tag } = tagsStore.get();
  const index = tagList.findIndex((t) => t.value === value);
  const target = tagList[index];
  if (!target || target.close === false || tagList.length === 1) return undefined;
  const rest = tagList.filter((_, i) => i !== index);
  // Closing the current tab moves to the one before it (or the new first one).
  const next = tag.value === value ? rest[Math.max(0, index - 1)] : undefined;
  tagsStore.set({ tagList: withClose(rest), tag: next ?? tag });
  return next;
}

/** Keeps the welcome tab and the given tab. */
export function closeOtherTags(value: string): void {
  const { tagList } = tagsStore.get();
  const kept = tagList.filter((t) => t.value === value || t.value === website.firstPage.value);
  tagsStore.set({ tagList: withClose(kept) });
}

/** Keeps only the welcome tab; the caller then navigates to it. */
export function closeAllTags(): Tag {
  const first = welcomeTag();
  tagsStore.set({ tagList: withClose([first]), tag: first });
  return first;
}

export function resetTags(): void {
  closeAllTags();
}
