// Every look-alike entity of the product: the generated CRUD suite runs each one.
export * from './base.ts';
export * from './post.ts';
export * from './param.ts';
export * from './client.ts';

import { clientEntity } from './client.ts';
import { paramEntity } from './param.ts';
import { postEntity } from './post.ts';

/** The declared entities, for the generated CRUD suite and the route table. */
export const ENTITIES = [postEntity, paramEntity, clientEntity] as const;
