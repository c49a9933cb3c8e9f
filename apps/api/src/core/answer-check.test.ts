// A handler is typed by its route's answer, and an answer that does not match the schema is recorded with route,
// path and the zod issue (the API tests fail on it: test/close-apps.setup.ts).
import { defineRoute, tokenAccess } from '@blade/contract';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAnswer, takeAnswerViolations } from './answer-check.ts';
import type { RouteHandler } from './mount-route.ts';

const route = defineRoute({
  method: 'GET',
  path: '/blade-test/thing',
  access: tokenAccess,
  response: 'envelope',
  summary: 'a thing',
  answer: z.object({ id: z.string(), size: z.number() }),
});

// Compile-time: ids may still be bigint (the JSON replacer sends text), but a wrong field type does not compile.
export const right: RouteHandler<typeof route> = () => ({ id: 1n, size: 2 });
// @ts-expect-error size must be a number
export const wrong: RouteHandler<typeof route> = () => ({ id: '1', size: 'big' });

const requestTo = (url: string) => ({ originalUrl: url, app: { get: () => undefined } }) as unknown as Request;

describe('checkAnswer', () => {
  it('records nothing for an answer of the declared shape', () => {
    checkAnswer(route, requestTo('/api/blade-test/thing'), { id: '1', size: 2 });
    expect(takeAnswerViolations()).toEqual([]);
  });

  it('records route, path and the zod issue of an answer that differs', () => {
    checkAnswer(route, requestTo('/api/blade-test/thing?x=1'), { id: '1', size: 'big' });
    const [violation, ...more] = takeAnswerViolations();
    expect(more).toEqual([]);
    expect(violation).toMatchObject({ route: 'GET /blade-test/thing', path: '/api/blade-test/thing?x=1' });
    expect(violation!.problem).toContain('size');
    expect(violation!.problem).toContain('expected number');
  });
});
