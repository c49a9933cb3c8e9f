// The router's moves, for code that loads after the router was made (the layout's tab tracker, in the layout's
// chunk, which the sign-in page does not load). The data router tells its subscribers each new location as it
// moves, before React has drawn the page moved to.
import type { RouterState } from 'react-router';

type Listener = (state: RouterState) => void;
const listeners = new Set<Listener>();

/** Passes the router's moves on to the listeners (called once, where the router is made). */
export function followRouter(router: { subscribe: (listener: Listener) => () => void }): void {
  router.subscribe((state) => {
    for (const listener of listeners) listener(state);
  });
}

/** Calls `listener` on each move of the router from now on; answers the way to stop. */
export function onRouteMove(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
