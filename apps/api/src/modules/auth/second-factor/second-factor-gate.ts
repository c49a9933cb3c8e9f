// A tenant that requires a second factor lets a user without one sign in, into the enrolment only (as the forced
// first password change does, ../password-change-gate.ts): their identity, the enrolment routes, the password
// change and signing out.
// Everything else answers 403 with the header below, which the console keys on to show its enrolment screen. The
// state is read with the caller's on every request (current-user.ts): the confirmation opens the rest at once.
import type { RouteSpec } from '@blade/contract';
import { routes, SECOND_FACTOR_ENROL, secondFactorRoutes, userRoutes } from '@blade/contract';
import type { RequestHandler } from 'express';
import { AppError } from '../../../core/app-error.ts';
import { maybeContext } from '../../../lib/request-context.ts';

export const SECOND_FACTOR_HEADER_OUT = 'Blade-Second-Factor';

const OPEN_WHILE_ENROLMENT_REQUIRED: readonly RouteSpec[] = [
  routes.auth.userInfo,
  routes.auth.logoutGet,
  routes.auth.logoutPost,
  // A password someone else set is changed first (the password gate runs before this one).
  userRoutes.updatePassword,
  secondFactorRoutes.status,
  secondFactorRoutes.start,
  secondFactorRoutes.confirm,
];

/** `specs`: every route of the product; the public ones stay open, since a visitor may call them without a token. */
export function secondFactorGate(specs: readonly RouteSpec[]): RequestHandler {
  const open = new Set<string>();
  for (const spec of [...OPEN_WHILE_ENROLMENT_REQUIRED, ...specs.filter((s) => s.access.kind === 'public')]) {
    for (const path of [spec.path, ...(spec.aliases ?? [])]) open.add(`${spec.method} ${path}`).add(`${spec.method} /api${path}`);
  }
  return (req, res, next) => {
    const user = maybeContext()?.user;
    // Exact method and path: any other spelling Express would also route (case, trailing slash) stays refused.
    if (!user?.secondFactorEnrolRequired || open.has(`${req.method} ${req.path}`)) return next();
    res.set(SECOND_FACTOR_HEADER_OUT, SECOND_FACTOR_ENROL);
    next(new AppError(403, 'secondFactorEnrolRequired'));
  };
}
