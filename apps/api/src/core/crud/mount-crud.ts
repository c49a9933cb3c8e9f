import { crudRoutes } from '@blade/contract';
import type { Mount, RouteHandler } from '../mount-route.ts';
import type { CrudService } from './crud-service.ts';
import type { EntitySpec, RouteSpec } from '@blade/contract';

type Overrides = Partial<Record<'list' | 'page' | 'detail' | 'submit' | 'remove', RouteHandler<RouteSpec>>>;

/** Mounts an entity's declared actions on the shared service; `overrides` replace single actions. */
export function mountCrud(mount: Mount, spec: EntitySpec, service: CrudService, overrides: Overrides = {}): void {
  const routes = crudRoutes(spec) as Record<string, RouteSpec>;
  const handlers: Required<Overrides> = {
    list: ({ query }, { user }) => service.page(query as never, user!),
    page: ({ query }, { user }) => service.page(query as never, user!),
    detail: ({ query }, { user }) => service.detail((query as { id: string }).id, user!),
    submit: ({ body }, { user }) => service.save(body as Record<string, unknown>, user!),
    remove: ({ query }, { user }) => service.remove((query as { ids: string[] }).ids, user!),
  };
  for (const action of spec.actions) mount(routes[action]!, overrides[action] ?? handlers[action]);
}
