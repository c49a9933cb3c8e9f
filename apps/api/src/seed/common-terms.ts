// Everyday words for the starter term base (issue 38): the CC-CEDICT entries whose simplified form is among the
// COMMON_WORDS most frequent words of several characters in jieba's dictionary (the `@node-rs/jieba` package's
// dict.txt: "word frequency part-of-speech" a line), filed under 常用词. jieba's counts come from older news text, so
// a word of today ranks lower than its use suggests: 人工智能 is the 19,347th such word, 医院 the 657th; the set is
// sized to hold it. Single characters are left out: as terms they are morphemes with a dozen meanings each.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findUp } from '../lib/find-up.ts';

export const COMMON_WORDS = 20_000;

/** The package's entries: [traditional, simplified, pinyin, meaning or meanings, ...]. */
export type CedictEntry = [string, string, string, string | string[], ...unknown[]];

/** Meanings that only point elsewhere or classify: no translation of their own. */
const NOT_A_MEANING = /^(CL:|(old |archaic )?variant of|see |also (written|pr\.)|used in |abbr\. for|surname )/i;
/** A leading note such as "(coll.)" or "(Tw)", and a pinyin reference "[dian4 nao3]". */
const NOTE = /^\([^)]*\)\s*/;
const PINYIN = /\[[^\]]*\]/g;

/**
 * jieba's words of two or more characters that `known` holds, most frequent first (ties by the word, so the choice is
 * stable). Filtered before sorting: the dictionary has 349,000 lines, the CC-CEDICT words among them a quarter.
 */
function wordsByFrequency(known: ReadonlyMap<string, unknown>): string[] {
  const file = findUp('node_modules/@node-rs/jieba/dict.txt', path.dirname(fileURLToPath(import.meta.url)));
  const counted: Array<[string, number]> = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [word, count] = line.split(' ');
    if (word && known.has(word) && [...word].length > 1) counted.push([word, Number(count)]);
  }
  return counted.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([word]) => word);
}

/** The first meaning that translates: notes, pinyin references and classifier lines left out. */
export function firstMeaning(meaning: string | string[]): string | undefined {
  for (const text of typeof meaning === 'string' ? [meaning] : meaning) {
    const english = text.replace(NOTE, '').replace(PINYIN, '').trim();
    if (english && !NOT_A_MEANING.test(english)) return english;
  }
  return undefined;
}

/**
 * The everyday words and their English, in frequency order, leaving out `taken` (the field-marked terms: a word keeps
 * its field). Of a word's entries, common ones (lower-case pinyin) come before names.
 */
export function commonTerms(entries: CedictEntry[], taken: ReadonlySet<string>): Array<{ chinese: string; english: string }> {
  const bySimplified = new Map<string, CedictEntry[]>();
  for (const entry of entries) {
    const list = bySimplified.get(entry[1]);
    if (list) list.push(entry);
    else bySimplified.set(entry[1], [entry]);
  }
  const chosen: Array<{ chinese: string; english: string }> = [];
  let ranked = 0;
  for (const word of wordsByFrequency(bySimplified)) {
    if (ranked === COMMON_WORDS) break;
    const found = bySimplified.get(word)!;
    ranked++;
    if (taken.has(word)) continue;
    const ordered = [...found.filter((e) => e[2] === e[2].toLowerCase()), ...found.filter((e) => e[2] !== e[2].toLowerCase())];
    const english = ordered.map((e) => firstMeaning(e[3])).find(Boolean);
    if (english) chosen.push({ chinese: word, english });
  }
  return chosen;
}
