import type { Access, BinaryAnswer, RouteSpec } from '@blade/contract';
import type { NextFunction, Request, Response, Router } from 'express';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import type { ExactRoutes } from './exact-routes.ts';
import { sendText } from './answer-compression.ts';
import { answerJson } from './answer-json.ts';
import { checkAnswer, checkDownload } from './answer-check.ts';
import type { InFlight } from './in-flight.ts';
import type { Reply } from './envelope.ts';
import { envelopeOf } from './envelope.ts';
import type { AuthUser } from '../lib/request-context.ts';
import { currentContext, isAdministrator } from '../lib/request-context.ts';
import { validate } from './validate.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteInput<R extends RouteSpec> = {
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  params: Parsed<R['params']>;
};

export type RouteCall<R extends RouteSpec> = {
  user: R['access'] extends { kind: 'public' } ? AuthUser | undefined : AuthUser;
  req: Request;
  res: Response;
};

/**
 * What a handler may return for a value the client receives as `T`: the JSON replacer sends 64-bit ids (bigint) and
 * dates (Date, Blade's text) as strings, and objects with toJSON (Prisma decimals) as what toJSON gives.
 */
export type Sendable<T> = unknown extends T
  ? T
  : T extends string
    ? T | bigint | Date | { toJSON(): string }
    : T extends number | boolean | null | undefined
      ? T
      : T extends readonly (infer U)[]
        ? readonly Sendable<U>[]
        : T extends object
          ? { [K in keyof T]: Sendable<T[K]> }
          : T;

/** What a handler may return for an answer of schema `S`. */
export type Sent<S extends z.ZodType> = Sendable<z.input<S>>;

/**
 * A handler's result, typed by the route's declared answer: that value (or what serializes to it), a Reply (Blade's
 * R.status / R.success; its data is checked at run time), or nothing when {} is a valid answer (Blade's empty payload).
 * A download writes the response itself and returns nothing.
 */
export type HandlerResult<R extends RouteSpec> = R['answer'] extends BinaryAnswer
  ? void
  : R['answer'] extends z.ZodType
    ? Sendable<z.input<R['answer']>> | Reply | (Record<never, never> extends z.input<R['answer']> ? null | undefined | void : never)
    : // A route of unknown answer (generic code over RouteSpec): checked at run time only.
      unknown;

export type RouteHandler<R extends RouteSpec> = (input: RouteInput<R>, call: RouteCall<R>) => HandlerResult<R> | Promise<HandlerResult<R>>;

/** Answers whether a user holds a button permission; supplied by the system module. */
export type PermissionCheck = (user: AuthUser, code: string) => Promise<boolean>;

/** Where the error middleware should render this request's failure: the envelope, or the bare OAuth shape. */
export const RESPONSE_SHAPE = 'responseShape';

/** THE access rule of a route declaration: every mounted route and whatever serves a route's data another way (the export). */
export async function assertAccess(access: Access, user: AuthUser | undefined, hasPermission: PermissionCheck, problem = 'missing') {
  if (access.kind === 'public') return;
  if (!user) throw new AppError(401, problem === 'invalid' ? 'tokenInvalid' : 'tokenMissing');
  if (access.kind === 'roles' && !user.roleAliases.some((r) => access.roles.includes(r))) throw new AppError(403, 'forbidden');
  if (access.kind === 'permission' && !isAdministrator(user)) {
    for (const code of access.codes) if (await hasPermission(user, code)) return;
    throw new AppError(403, 'forbidden');
  }
}

/**
 * Mounts one contract route: its path under /api and bare (Blade's two proxy styles), its aliases, access check,
 * input validation against the contract's schemas, and the envelope around the handler's answer.
 */
type MountOptions = {
  hasPermission: PermissionCheck;
  inFlight: InFlight;
  /** Receives every mounted route: the API documentation and the authorization tests compare it with the table. */
  onMount?: (spec: RouteSpec) => void;
  /** Compare every success with the route's declared answer (core/answer-check.ts); the API tests turn it on. */
  checkAnswers?: boolean;
  /** Receives every path mounted, as the router does, to answer exact paths without the router's search. */
  exactRoutes?: ExactRoutes;
};

/**
 * res.json with the app's JSON replacer, skipped when the answer is text-ready already (answer-json.ts), and the
 * body compressed at once when it is worth it (answer-compression.ts).
 */
function sendJson(req: Request, res: Response, value: unknown): void {
  if (!res.get('Content-Type')) res.set('Content-Type', 'application/json; charset=utf-8');
  sendText(req, res, answerJson(value, res.app.get('json replacer') as Parameters<typeof answerJson>[1]));
}

function mountRoute<R extends RouteSpec>(
  router: Router,
  { hasPermission, inFlight, onMount, checkAnswers, exactRoutes }: MountOptions,
  spec: R,
  handler: RouteHandler<R>,
): void {
  onMount?.(spec);
  const run = async (req: Request, res: Response, next: NextFunction) => {
    res.locals[RESPONSE_SHAPE] = spec.response;
    try {
      const { language, user, tokenProblem } = currentContext();
      await assertAccess(spec.access, user, hasPermission, tokenProblem);
      const input = {
        query: spec.query ? validate(spec.query, req.query, language) : undefined,
        body: spec.body ? validate(spec.body, req.body ?? {}, language) : undefined,
        params: spec.params ? validate(spec.params, { ...(req.body ?? {}), ...req.query }, language) : undefined,
      } as RouteInput<R>;
      const result = await inFlight.track(async () => handler(input, { user: user as RouteCall<R>['user'], req, res }));
      if (res.headersSent) {
        if (checkAnswers) checkDownload(spec, req, res);
        return;
      }
      if (spec.response === 'bare') {
        if (checkAnswers) checkAnswer(spec, req, result);
        sendJson(req, res, result);
        return;
      }
      const envelope = envelopeOf(result, language);
      if (checkAnswers && envelope.success) checkAnswer(spec, req, envelope.data);
      sendJson(req, res, envelope);
    } catch (error) {
      next(error);
    }
  };
  const method = spec.method === 'GET' ? 'get' : 'post';
  for (const path of [spec.path, ...(spec.aliases ?? [])]) {
    for (const full of [`/api${path}`, path]) {
      router[method](full, run);
      exactRoutes?.add(spec.method, full, run);
    }
  }
}

export type Mount = <R extends RouteSpec>(spec: R, handler: RouteHandler<R>) => void;

/** A `mount(route, handler)` bound to one router, the permission check and the in-flight counter. */
export function routeMounter(router: Router, options: MountOptions): Mount {
  return (spec, handler) => mountRoute(router, options, spec, handler);
}
