// What the console knows of an entity from the contract without loading the contract's validators: the sortable
// columns come from the build (vite.config.ts), the submit schema is loaded with the first save.
import type { ZodType } from 'zod';

declare const __ENTITY_SORTABLE__: Record<string, readonly string[]>;

/** The columns the server sorts an entity's list by (`base` as the console calls it: `/api/blade-system/post`). */
export function entitySortable(base: string): readonly string[] {
  return __ENTITY_SORTABLE__[base] ?? [];
}

/** The contract's submit schema of the entity at `base`, if there is one. */
export async function entitySubmitSchema(base: string): Promise<ZodType | undefined> {
  const { ENTITIES } = await import('@blade/contract');
  return ENTITIES.find((e) => `/api${e.base}` === base)?.submit;
}
