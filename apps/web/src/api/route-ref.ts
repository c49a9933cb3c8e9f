// What the console knows of a contract route: its method, path and way of answering as one string from the route
// table the build writes (src/generated/routes), everything else as types of the declaration. Types only: nothing
// here reaches the bundle, and the contract's zod schemas stay out of it.
import type { z } from 'zod';
import type { BinaryAnswer, RouteSpec } from '@blade/contract';

declare const declaration: unique symbol;

/**
 * A route as `<method> <path>` (the declared path, without /api), then ` bare` for an answer that is not Blade's
 * envelope (token, captcha, logout) or ` binary` for a file. A string, so the bundler puts it where it is called
 * (vite.config.ts inlines constants), as the hand-typed paths were. The declaration's type rides along, never set.
 */
export type RouteRef<S extends RouteSpec = RouteSpec> = `${S['method']} /${string}` & { readonly [declaration]?: S };

/** Nothing given: an input this extends has no required field. */
export type NothingGiven = Record<never, never>;

/** A part of the input, optional when every field of it is. */
type Part<K extends string, T> = NothingGiven extends T ? { [P in K]?: T } : { [P in K]: T };

type SchemaPart<S, K extends 'query' | 'body'> = S extends { [P in K]: infer Q extends z.ZodType } ? Part<K, z.input<Q>> : unknown;

/** `params` routes read the query, a form or JSON alike: the caller says where they travel (Saber sends the token's
 * in the query, the platform extension's as a form). */
type ParamsPart<S> = S extends { params: infer Q extends z.ZodType } ? Part<'query', z.input<Q>> | Part<'form', z.input<Q>> : unknown;

type UploadFiles<U> = U extends { field: infer F extends string } ? { [K in F]: U extends { multiple: true } ? File[] : File } : unknown;
type UploadFields<U> = U extends { fields: readonly (infer T extends string)[] } ? { [K in T]?: string } : unknown;
type UploadPart<S> = S extends { upload: infer U }
  ? U extends { optional: true }
    ? { upload?: UploadFiles<U> & UploadFields<U> }
    : { upload: UploadFiles<U> & UploadFields<U> }
  : unknown;

/** The `:name` segments of a path. */
type PathKeys<P> = P extends `${string}:${infer K}/${infer R}` ? K | PathKeys<`/${R}`> : P extends `${string}:${infer K}` ? K : never;
type PathPart<S extends RouteSpec> = [PathKeys<S['path']>] extends [never] ? unknown : { path: Record<PathKeys<S['path']>, string> };

/** What a call of the route sends: z.input of its declared query, body or params, its upload, its path segments. */
export type RouteInput<S extends RouteSpec> = SchemaPart<S, 'query'> & SchemaPart<S, 'body'> & ParamsPart<S> & UploadPart<S> & PathPart<S>;

/** What a call of the route resolves to: z.output of its declared answer (the envelope's data), or a Blob. */
export type RouteAnswer<S extends RouteSpec> = S['answer'] extends BinaryAnswer
  ? Blob
  : S['answer'] extends z.ZodType
    ? z.output<S['answer']>
    : unknown;

/** The declaration a route of the table carries. */
export type SpecOf<R> = R extends RouteRef<infer S> ? S : never;
