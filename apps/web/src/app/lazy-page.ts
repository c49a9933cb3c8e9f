// React.lazy for named exports, so every page is its own chunk and the sign-in page stays small.
import { lazy, type ComponentType } from 'react';

export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
