import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest `relative` path at or above `from`: the same answer from src/ (tests) and from the bundle in dist/. */
export function findUp(relative: string, from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${relative} not found above ${from}`);
  }
}
