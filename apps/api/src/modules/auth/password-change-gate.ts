// First passwords chosen by someone else (a new tenant's admin, an administrator's reset, an import, a user created
// by another user) are known to more than their holder. Until the holder chooses their own, their token opens only
// what that needs: their identity, the password change, signing out and the routes any visitor may call. Everything
// else answers 403 with `passwordChangeRequired` and the header below, which the console keys on to show its
// change-password screen. The flag is read with the caller's state on every request (current-user.ts), so the change
// takes effect on the next call without a new token.
import type { RouteSpec } from '@blade/contract';
import { routes, userRoutes } from '@blade/contract';
import type { RequestHandler } from 'express';
import { AppError } from '../../core/app-error.ts';
import { maybeContext } from '../../lib/request-context.ts';

/** Set on every refusal of the gate: `Blade-Password-Change: required`. */
export const PASSWORD_CHANGE_HEADER = 'Blade-Password-Change';

/** Token routes a user who must change their password may still call (public routes are open to them anyway). */
const OPEN_WHILE_CHANGE_REQUIRED: readonly RouteSpec[] = [
  routes.auth.userInfo,
  routes.auth.logoutGet,
  routes.auth.logoutPost,
  userRoutes.updatePassword,
];

/** `specs`: every route of the product; the public ones stay open, since a visitor may call them without a token. */
export function passwordChangeGate(specs: readonly RouteSpec[]): RequestHandler {
  const open = new Set<string>();
  for (const spec of [...OPEN_WHILE_CHANGE_REQUIRED, ...specs.filter((s) => s.access.kind === 'public')]) {
    for (const path of [spec.path, ...(spec.aliases ?? [])]) open.add(`${spec.method} ${path}`).add(`${spec.method} /api${path}`);
  }
  return (req, res, next) => {
    const user = maybeContext()?.user;
    // Exact method and path: any other spelling Express would also route (case, trailing slash) stays refused.
    if (!user?.passwordChangeRequired || open.has(`${req.method} ${req.path}`)) return next();
    res.set(PASSWORD_CHANGE_HEADER, 'required');
    next(new AppError(403, 'passwordChangeRequired'));
  };
}
