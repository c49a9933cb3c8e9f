// What the console knows of an entity from the contract without loading the contract's validators: the sortable
// columns come from the build (vite.config.ts), the submit schema is loaded with the first save.
import type { ZodType } from 'zod';

declare const __ENTITY_SORTABLE__: Record<string, readonly string[]>;

/** The columns the server sorts the entity's list by (by entity name, e.g. `post`). */
export function entitySortable(entity: string): readonly string[] {
  return __ENTITY_SORTABLE__[entity] ?? [];
}

/** The contract's submit schema of the entity named `entity`, if there is one. */
export async function entitySubmitSchema(entity: string | undefined): Promise<ZodType | undefined> {
  if (!entity) return undefined;
  const { entityNamed } = await import('@blade/contract');
  return entityNamed(entity)?.submit;
}
