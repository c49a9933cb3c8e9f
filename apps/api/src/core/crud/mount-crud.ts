import { crudRoutes } from '@blade/contract';
import type { Mount, RouteHandler } from '../mount-route.ts';
import type { CrudService } from './crud-service.ts';
import type { CrudAction, CrudRoute, EntitySpec, RouteSpec } from '@blade/contract';

/** Handlers replacing single actions, each typed by the action's declared answer. */
type Overrides<T extends EntitySpec> = { [A in CrudAction]?: RouteHandler<CrudRoute<T, A>> };

/**
 * Mounts an entity's declared actions on the shared service; `overrides` replace single actions. The shared service
 * reads rows through untyped model delegates, so its answers are checked at run time (the API tests compare every
 * answer with the contract, core/answer-check.ts), not by the compiler; overrides are typed by their answer.
 */
export function mountCrud<T extends EntitySpec>(mount: Mount, spec: T, service: CrudService, overrides: Overrides<T> = {}): void {
  const routes = crudRoutes(spec) as unknown as Record<CrudAction, RouteSpec>;
  const handlers: Record<CrudAction, RouteHandler<RouteSpec>> = {
    list: ({ query }, { user }) => service.page(query as never, user),
    page: ({ query }, { user }) => service.page(query as never, user),
    detail: ({ query }, { user }) => service.detail((query as { id: string }).id, user),
    submit: ({ body }, { user }) => service.save(body as Record<string, unknown>, user),
    remove: ({ query }, { user }) => service.remove((query as { ids: string[] }).ids, user),
  };
  for (const action of spec.actions) mount(routes[action], (overrides[action] as RouteHandler<RouteSpec> | undefined) ?? handlers[action]);
}
