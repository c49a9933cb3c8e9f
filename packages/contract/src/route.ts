import type { z } from 'zod';

/**
 * Who may call a route. `public`: anyone. `token`: any signed-in user. `roles`: a signed-in user holding one of
 * the role aliases. `permission`: a signed-in user granted one of the menu or button codes (administrators hold
 * every code).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'token' }
  | { kind: 'roles'; roles: readonly string[] }
  | { kind: 'permission'; codes: readonly string[] };

export type RouteSpec = {
  method: 'GET' | 'POST';
  /** Canonical path without the /api prefix, e.g. `/blade-system/menu/routes`. */
  path: string;
  /** Further paths served by the same handler (Blade exposes some routes under two services). */
  aliases?: readonly string[];
  access: Access;
  summary: string;
  /** Query parameters. */
  query?: z.ZodType;
  /** JSON (or form) body. */
  body?: z.ZodType;
  /** Parameters accepted from the query string, a form body or a JSON body alike, merged (the token endpoint). */
  params?: z.ZodType;
  /** `envelope`: Blade's {code, success, data, msg}. `bare`: the object as is (token, captcha, logout). */
  response: 'envelope' | 'bare';
  /** Record calls in the api log even though the route only reads (mutating calls are always recorded). */
  apiLog?: boolean;
};

export function defineRoute<const T extends RouteSpec>(spec: T): T {
  return spec;
}

export const publicAccess = { kind: 'public' } as const;
export const tokenAccess = { kind: 'token' } as const;
export const rolesAccess = (...roles: string[]) => ({ kind: 'roles', roles }) as const;
export const permissionAccess = (...codes: string[]) => ({ kind: 'permission', codes }) as const;
