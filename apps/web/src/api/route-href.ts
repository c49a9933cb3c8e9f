// The address of a GET route for the browser to go to itself (a redirect it must follow, as the provider sign-in's
// start and callback), not sent through fetch: the path with its segments, then the query. Its own module so the
// entry chunk does not carry it.
import type { RouteSpec } from '@blade/contract';
import type { RouteRef } from './route-ref.ts';

export function routeHref<S extends RouteSpec>(
  route: RouteRef<S>,
  input: { path?: Record<string, string>; query?: Record<string, string> },
): string {
  const template = route.split(' ')[1]!;
  const path = template.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(input.path?.[key] ?? ''));
  const query = new URLSearchParams(input.query).toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}
