// The match percentage a visitor reads for a term found despite a typo. pg_trgm's similarities rank candidates
// well but read badly: 'databse' shares few trigrams with 'database' (a shown 37%) while a term that has nothing
// to do with the query passes the threshold at 30%, so an obvious typo looked like a miss. A person counts wrong
// letters, so the shown score is the edit similarity (1 - edits / length) of the query against the closest piece of
// the term: the words (or, for Chinese, the characters) of about the query's size, or the whole term.
import { distance } from 'fastest-levenshtein';

/**
 * A typo's score is at most this: a literal prefix match is never outscored by a guess (prefix matches score 0.8
 * and up, see db/sql/term-suggest.ts), while one wrong letter in eight reads as the near-certain match it is.
 */
export const TYPO_CEILING = 0.79;
/** Longer terms are compared by their beginning: the windows grow with the term, and no one types a paragraph. */
const COMPARED_LENGTH = 200;

const hasCjk = (text: string) => /[\u3400-\u9fff]/.test(text);

function editSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest ? 1 - distance(a, b) / longest : 1;
}

/** The pieces of `term` the query is compared with: runs of one unit fewer to one more than the query holds. */
function windowsOf(query: string, term: string): string[] {
  const cjk = hasCjk(query);
  const units = cjk ? [...term] : term.split(/\s+/).filter(Boolean);
  const size = cjk ? [...query].length : query.split(/\s+/).filter(Boolean).length;
  const joiner = cjk ? '' : ' ';
  const windows = [term];
  for (let width = Math.max(1, size - 1); width <= size + 1; width += 1) {
    for (let start = 0; start + width <= units.length; start += 1) windows.push(units.slice(start, start + width).join(joiner));
  }
  return windows;
}

/** How closely `query` matches the closest piece of `term`, from 0 to 1, case ignored. */
export function closestPieceSimilarity(query: string, term: string): number {
  const q = query.trim().toLowerCase();
  const t = term.slice(0, COMPARED_LENGTH).toLowerCase();
  return Math.max(...windowsOf(q, t).map((piece) => editSimilarity(q, piece)));
}

/**
 * The shown score of a term found by similarity: TYPO_CEILING x its closest piece's edit similarity, or x `share`
 * when the lookup knows better (a Chinese term one sound-alike character away: half a character is forgiven).
 */
export function typoMatchScore(query: string, term: string, share = 0): number {
  return Math.round(TYPO_CEILING * Math.max(share, closestPieceSimilarity(query, term)) * 1000) / 1000;
}
