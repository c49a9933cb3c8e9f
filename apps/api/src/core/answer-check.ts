// The API tests' proof that the route table tells the truth: with `checkAnswers` on (the test apps turn it on), every
// success a mounted route sends is compared, as the client receives it (after the JSON replacer), with the route's
// declared answer. A mismatch is recorded here, not thrown: the caller still gets the answer, and the test that made
// the call fails in its afterEach hook (test/close-apps.setup.ts) naming route, path and the zod issues.
import type { RouteSpec } from '@blade/contract';
import { ANY_FILE, isBinaryAnswer } from '@blade/contract';
import type { Request, Response } from 'express';
import { z } from 'zod';

export type AnswerViolation = { route: string; path: string; problem: string };

const violations: AnswerViolation[] = [];

/** Hands over (and forgets) the violations recorded so far. */
export const takeAnswerViolations = (): AnswerViolation[] => violations.splice(0);

const record = (spec: RouteSpec, req: Request, problem: string) =>
  violations.push({ route: `${spec.method} ${spec.path}`, path: req.originalUrl, problem });

/** `payload` is what the route sends: the envelope's data, or the bare object. */
export function checkAnswer(spec: RouteSpec, req: Request, payload: unknown): void {
  if (isBinaryAnswer(spec.answer)) {
    record(spec, req, `declared a ${spec.answer.contentTypes.join(' or ')} download but answered JSON`);
    return;
  }
  const replacer = req.app.get('json replacer') as Parameters<typeof JSON.stringify>[1];
  const sent: unknown = payload === undefined ? undefined : JSON.parse(JSON.stringify(payload, replacer as never));
  const result = spec.answer.safeParse(sent);
  if (!result.success) record(spec, req, `${z.prettifyError(result.error)}\n  sent: ${JSON.stringify(sent).slice(0, 600)}`);
}

/** A download the handler wrote itself: its content type must be the declared one. */
export function checkDownload(spec: RouteSpec, req: Request, res: Response): void {
  const type = String(res.getHeader('content-type') ?? '');
  if (!isBinaryAnswer(spec.answer)) record(spec, req, `declared JSON but the handler wrote ${type || 'the response'} itself`);
  else if (!spec.answer.contentTypes.some((t) => t === ANY_FILE || type.startsWith(t))) {
    record(spec, req, `declared ${spec.answer.contentTypes.join(' or ')} but sent ${type}`);
  }
}
