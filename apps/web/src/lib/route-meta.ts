// Route meta (Saber's route.meta): carried in react-router's `handle` and merged from the matched routes.
import type { UIMatch } from 'react-router';

export type RouteMeta = {
  /** false: reachable without a session. */
  isAuth?: boolean;
  /** false: visiting the page opens no tab. */
  isTab?: boolean;
  /** i18n key of the tab label and page name. */
  labelKey?: string;
  /** The page names the browser tab itself (the visitor's pages: the translation site's name). */
  ownTitle?: boolean;
};

/** The meta of the matched routes, the innermost last (react-router's matches, or any with their `handle`). */
export function metaOf(matches: ReadonlyArray<Pick<UIMatch, 'handle'>>): RouteMeta {
  return matches.reduce<RouteMeta>((meta, match) => ({ ...meta, ...(match.handle as RouteMeta | undefined) }), {});
}
