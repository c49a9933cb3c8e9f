// The entity registry: every declaration the entities' index exports, found among its exports rather than kept in a
// second list by hand. The route table, the API's CRUD mounts, the menu seed and the console's screen registry read it.
import type { EntitySpec } from '../crud.ts';
import { isEntitySpec } from '../crud.ts';
import * as exported from './index.ts';

/** Every declared entity, in the order of their names. */
export const ENTITIES: readonly EntitySpec[] = (Object.values(exported) as unknown[])
  .filter(isEntitySpec)
  .sort((a, b) => a.name.localeCompare(b.name));

/** The declared entity named `name`. */
export const entityNamed = (name: string): EntitySpec | undefined => ENTITIES.find((e) => e.name === name);

/** The declared entities that have a console screen, with it. */
export const entityScreens = () => ENTITIES.flatMap((e) => (e.screen ? [{ entity: e, screen: e.screen }] : []));
