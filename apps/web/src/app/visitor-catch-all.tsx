// A visitor (no session) on a path only the catch-all route matched: a registered screen's path leads to the
// sign-in (and back), any other to the 404, as in Saber. Its own chunk with the screen registry: the registry's
// page loaders are a sizeable part of the first script, which the sign-in page does not need.
import { Navigate } from 'react-router';
import { guardRedirect, type GuardInput } from './guard.ts';
import { SCREENS, screenPath } from './screens.ts';

export function VisitorCatchAll({ guard }: { guard: Omit<GuardInput, 'unknownPath'> }) {
  const redirect = guardRedirect({ ...guard, unknownPath: !SCREENS[screenPath(guard.path)] });
  return redirect ? <Navigate to={redirect} replace /> : null;
}
