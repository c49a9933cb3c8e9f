// The starter term base as the build wrote it. Deriving it from the dictionaries parses 22 MB of CC-CEDICT and the
// 349,000 lines of jieba's, about 2.6 s of CPU; a fresh install's seed (and every test that seeds one) reads the
// result in milliseconds instead, and the running server needs neither dictionary package.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findUp } from '../lib/find-up.ts';
import type { StarterTermBase } from './starter-terms.ts';

/** Beside the API bundle: found the same way from src/ (tests) and from dist/ (the server). */
export const STARTER_TERM_FILE = 'dist/starter-terms.json';

export function starterTermBase(): StarterTermBase {
  let file: string;
  try {
    file = findUp(STARTER_TERM_FILE, path.dirname(fileURLToPath(import.meta.url)));
  } catch {
    throw new Error(`${STARTER_TERM_FILE} is missing: the API's build writes it (npm run build)`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as StarterTermBase;
}
