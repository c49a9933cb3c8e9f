import type { z } from 'zod';
import type { FieldType } from './crud.ts';

/**
 * Who may call a route. `public`: anyone. `token`: any signed-in user. `roles`: a signed-in user holding one of
 * the role aliases. `permission`: a signed-in user granted one of the menu or button codes (administrators hold
 * every code).
 */
export type Access =
  { kind: 'public' } | { kind: 'token' } | { kind: 'roles'; roles: readonly string[] } | { kind: 'permission'; codes: readonly string[] };

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
  /** Request headers the route reads beyond the token (the sign-in's Tenant-Id, Captcha-Key, ...): documentation. */
  headers?: z.ZodObject;
  /** The route identifies the API client by `Authorization: Basic base64(clientId:clientSecret)` (the token endpoint). */
  clientAuth?: boolean;
  /** `envelope`: Blade's {code, success, data, msg}. `bare`: the object as is (token, captcha, logout). */
  response: 'envelope' | 'bare';
  /**
   * What a success answers, as the client receives it: the envelope's `data` (envelope routes) or the whole object
   * (bare routes), ids and dates as text; or a file download. The API types each handler's result by it and the API
   * tests check every answer against it.
   */
  answer: z.ZodType | BinaryAnswer;
  /**
   * A multipart upload: the form field carrying the file (several with `multiple`) and its other text fields;
   * `optional`: the request may carry no file at all (a commit naming a file uploaded before).
   */
  upload?: { field: string; multiple?: boolean; fields?: readonly string[]; optional?: boolean };
  /** The list filters a list or page reads from the query beside paging (documentation; the list protocol reads them). */
  filters?: { fields: Readonly<Record<string, FieldType>>; style: 'map' | 'entity' };
  /** Record calls in the api log even though the route only reads (mutating calls are always recorded). */
  apiLog?: boolean;
};

/** A file download: bytes of one of `contentTypes` (ANY_FILE: whatever type the stored file has); a failure still answers the envelope. */
export type BinaryAnswer = { kind: 'binary'; contentTypes: readonly string[] };

export const binaryAnswer = (...contentTypes: string[]): BinaryAnswer => ({ kind: 'binary', contentTypes });
/** Any content type: a download of a stored file answers the type it was stored with. */
export const ANY_FILE = '*/*';
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const isBinaryAnswer = (answer: RouteSpec['answer']): answer is BinaryAnswer => (answer as Partial<BinaryAnswer>).kind === 'binary';

export function defineRoute<const T extends RouteSpec>(spec: T): T {
  return spec;
}

export const publicAccess = { kind: 'public' } as const;
export const tokenAccess = { kind: 'token' } as const;
export const rolesAccess = (...roles: string[]) => ({ kind: 'roles', roles }) as const;
export const permissionAccess = (...codes: string[]) => ({ kind: 'permission', codes }) as const;
