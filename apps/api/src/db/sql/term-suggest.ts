// `suggest`: term lookups for the public search box. Raw parameterised SQL on the read pool (sql-reader.ts):
// the ranking needs pg_trgm functions Prisma cannot express, and raw SQL skips the tenancy extension, so the
// tenant and soft-delete conditions are written here (test: translate/entry.test.ts, "other tenant").
//
// Scores: 1 exact (case-insensitive), 0.8-0.99 prefix, 0.6-0.79 substring (0.19 x trigram similarity on top),
// else 0.59 x pg_trgm's word similarity (never below its similarity: checked on the 200,000 bench terms, so the
// latter is not computed too). The fuzzy rows' trigram scores choose them; the score answered for them is the edit
// similarity a person reads (lib/match-score.ts), and the answer is ordered by it. Best first, then shorter
// terms, then id. Two stages in one statement, both served by the trigram GIN indexes:
// 1. literal matches (ILIKE '%q%'), ordered by cheap keys (exact, prefix, then length) so that only the `size`
//    best are scored; when they fill the answer nothing fuzzy can outrank them and the lookup ends there;
// 2. otherwise fuzzy matches: word similarity (`q <% column`, threshold 0.5 so that 'tranlsation' finds
//    'translation'), and for CJK queries plain similarity (`column % q`) at 0.25 (one wrong character in a short
//    Chinese term leaves few intact trigrams: '翻泽平台' against '翻译平台' is 0.25, below pg_trgm's default 0.3),
//    one index-served condition per UNION branch (combined with OR the planner scans the table). A short misspelled
//    query shares trigrams with thousands of terms and checking one costs microseconds, so each branch takes the
//    first FUZZY_SAMPLE that pass (bitmap index scans only, a sequential scan would check them all): a precise
//    query is complete, a vague one is ranked from a sample. Figures: README, Performance (200,000 terms).
// 3. for a 2-8 character CJK query, terms of its length that differ from it in one character, at any position:
//    trigrams miss most of these (数剧库 shares no trigram with 数据库 but its first), so they are found through
//    their "typo keys" (migration chinese_short_lookups: the term with each character in turn replaced by '*', a
//    GIN expression index) and scored 0.59 x the share of characters that match, like a word similarity, those
//    whose wrong character sounds like the typed one first (a pinyin input method's typo, sound-alike.ts).
import type { Suggestion } from '@blade/contract';
import { escapeLike } from '../like-literal.ts';
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';
import { typoMatchScore } from '../../lib/match-score.ts';
import { textArrayLiteral } from '../text-array.ts';

type Row = { id: bigint; chinese: string; english: string; classification_id: bigint; score: number; literal: boolean };
type Term = [column: Prisma.Sql, q: string];

/** A query this short holds no trigram: see `literalMatch`. */
const SHORT_QUERY = 2;
const CHINESE = Prisma.sql`chinese`;

/** At most this many fuzzy candidates per branch are scored. */
export const FUZZY_SAMPLE = 50;
/**
 * At most this many one-wrong-character candidates are scored: a two-character query shares a key with every term
 * that keeps one of its characters (医完: 医*, *完), and the intended one must be among those ranked.
 */
export const TYPO_SAMPLE = 400;
/**
 * The lookup's connections (sql-reader.ts, tuned): word similarity 0.5 and (CJK) similarity 0.25 as above; bitmap
 * index scans only (with a LIMIT the planner hopes a sequential scan finds the sample early, computing similarities
 * row after row); one request, one core (a parallel plan only adds start-up cost and takes the core another request
 * needs); and the statement planned once: left to choose, PostgreSQL planned it anew for every query (1-4 ms for
 * the long CJK statement, more than running it), and its one plan per statement text (a handful of texts) gave the
 * same answers as planning each query on the bench's 1,000 queries, at 1.1-2.3 ms of PostgreSQL CPU a query
 * instead of 2.7-3.4 ms.
 */
const SETTINGS = {
  'pg_trgm.word_similarity_threshold': 0.5,
  'pg_trgm.similarity_threshold': 0.25,
  enable_seqscan: 0,
  max_parallel_workers_per_gather: 0,
  plan_cache_mode: 'force_generic_plan',
};

/** The pattern matching `text` literally inside ILIKE (its %, _ and \ escaped). */

/** Whether a query holds CJK characters (it then also takes plain similarity, see above). */
export const hasCjk = (q: string) => /[\u3400-\u9fff]/.test(q);

/** Whether a query can be a short Chinese term with one wrong character (the lengths chinese_typo_keys indexes). */
export const takesTypoKeys = (q: string) => hasCjk(q) && [...q].length >= 2 && [...q].length <= 8;

/**
 * The typo score of a candidate one character away from the query (`one_off`), like a word similarity: 0.59 x the
 * share of characters that match, and half a character more when the wrong one sounds like the right one
 * (sound-alike.ts); else 0. `variants`: the sound-alike variants as a text[] literal (db/text-array.ts).
 */
function typoScore(q: string, variants: string): Prisma.Sql {
  const length = [...q].length;
  return Prisma.sql`CASE WHEN one_off = 0 THEN 0
    WHEN chinese = ANY(${variants}::text[]) THEN ${(0.59 * (length - 0.5)) / length}::float8
    ELSE ${(0.59 * (length - 1)) / length}::float8 END`;
}

/**
 * `column ILIKE '%q%'`, served by an index: the trigram index, or for a chinese query of one or two characters
 * (which holds no trigram, so ILIKE would read every term) the index of the terms' one- and two-character pieces
 * (migration chinese_short_lookups).
 */
function literalMatch(column: Prisma.Sql, q: string, isChinese: boolean): Prisma.Sql {
  if (isChinese && [...q].length <= SHORT_QUERY) return Prisma.sql`chinese_short_grams(chinese) @> ARRAY[lower(${q}::text)]`;
  return Prisma.sql`${column} ILIKE ${`%${escapeLike(q)}%`}`;
}

function literalScore(column: Prisma.Sql, q: string): Prisma.Sql {
  return Prisma.sql`CASE
    WHEN lower(${column}) = lower(${q}) THEN 1.0
    WHEN ${column} ILIKE ${`${escapeLike(q)}%`} THEN 0.8 + 0.19 * similarity(${column}, ${q})
    WHEN ${column} ILIKE ${`%${escapeLike(q)}%`} THEN 0.6 + 0.19 * similarity(${column}, ${q})
    ELSE 0 END`;
}

/** 3 exact, 2 prefix, 1 substring, 0 none: the literal tiers without computing a similarity. */
function literalTier(column: Prisma.Sql, q: string): Prisma.Sql {
  return Prisma.sql`CASE WHEN lower(${column}) = lower(${q}) THEN 3 WHEN ${column} ILIKE ${`${escapeLike(q)}%`} THEN 2
    WHEN ${column} ILIKE ${`%${escapeLike(q)}%`} THEN 1 ELSE 0 END`;
}

const greatest = (parts: Prisma.Sql[]) => (parts.length === 1 ? parts[0]! : Prisma.sql`GREATEST(${Prisma.join(parts)})`);
const either = (parts: Prisma.Sql[]) => Prisma.sql`(${Prisma.join(parts, ' OR ')})`;
const toSuggestion = (r: Row): Suggestion => ({
  id: String(r.id),
  chinese: r.chinese,
  english: r.english,
  classificationId: String(r.classification_id),
  score: Math.round(r.score * 1000) / 1000,
});

/** `soundAlikeVariants`: the terms one sound-alike character away from a query (modules/translate/sound-alike.ts). */
export async function suggest(
  sql: SqlReader,
  tenantId: string,
  input: { chinese: string; english: string; accurate: boolean; size: number },
  soundAlikeVariants: (q: string) => string[],
): Promise<Suggestion[]> {
  const terms: Term[] = [];
  if (input.chinese) terms.push([CHINESE, input.chinese]);
  if (input.english) terms.push([Prisma.sql`english`, input.english]);
  if (!terms.length) return [];
  const scope = Prisma.sql`tenant_id = ${tenantId} AND is_deleted = 0`;
  const length = Prisma.join(
    terms.map(([c]) => Prisma.sql`length(${c})`),
    ' + ',
  );
  const columns = Prisma.sql`id, chinese, english, classification_id`;

  if (input.accurate) {
    const rows = await sql.query<Row>(Prisma.sql`
      SELECT ${columns}, 1.0::float8 AS score FROM translate_entry
      WHERE ${either(terms.map(([c, q]) => Prisma.sql`${c} ILIKE ${escapeLike(q)}`))} AND ${scope}
      ORDER BY ${length}, id LIMIT ${input.size}`);
    return rows.map(toSuggestion);
  }

  // Stage 2 runs only when stage 1 left room (a one-time filter on its count); fuzzy rows never repeat literal ones.
  // Each branch says whether its rows are one character away from the query (`one_off`), so that the typo score
  // is not recomputed for every candidate (chinese_typo_keys runs for every row it is asked of).
  const sample = (condition: Prisma.Sql, oneOff: 0 | 1, limit = FUZZY_SAMPLE) =>
    Prisma.sql`(SELECT ${columns}, ${oneOff}::int AS one_off FROM translate_entry WHERE ${condition} AND ${scope} LIMIT ${limit})`;
  // Only the chinese column has the typo-key index.
  const typo = takesTypoKeys(input.chinese) ? input.chinese : undefined;
  // Sent as one literal (db/text-array.ts): hundreds of strings for a long query, used by two branches.
  const soundAlikes = textArrayLiteral(typo ? soundAlikeVariants(typo) : []);
  const branches = [
    ...terms.flatMap(([c, q]) => [sample(Prisma.sql`${q} <% ${c}`, 0), ...(hasCjk(q) ? [sample(Prisma.sql`${c} % ${q}`, 0)] : [])]),
    // The sound-alike terms are looked up by name too: a sample of typo-key matches may leave them out.
    ...(typo
      ? [
          sample(Prisma.sql`chinese_typo_keys(chinese) && chinese_typo_keys(${typo}::text)`, 1, TYPO_SAMPLE),
          sample(Prisma.sql`chinese = ANY(${soundAlikes}::text[])`, 1),
        ]
      : []),
  ];
  const fuzzyScores = [
    Prisma.sql`0.59 * ${greatest(terms.map(([c, q]) => Prisma.sql`word_similarity(${q}, ${c})`))}`,
    ...(typo ? [typoScore(typo, soundAlikes)] : []),
  ];
  const rows = await sql.tuned(SETTINGS).prepared<Row>(Prisma.sql`
    WITH literal AS (
      SELECT ${columns}, (${greatest(terms.map(([c, q]) => literalScore(c, q)))})::float8 AS score, true AS literal FROM (
        SELECT ${columns} FROM translate_entry
        WHERE ${either(terms.map(([c, q]) => literalMatch(c, q, c === CHINESE)))} AND ${scope}
        ORDER BY ${greatest(terms.map(([c, q]) => literalTier(c, q)))} DESC, ${length}, id
        LIMIT ${input.size}) AS best
    ), fuzzy AS (
      SELECT ${columns}, (${greatest(fuzzyScores)})::float8 AS score, false AS literal
      FROM (SELECT DISTINCT ON (id) * FROM (${Prisma.join(branches, ' UNION ALL ')}) AS found_by ORDER BY id, one_off DESC) AS candidate
      WHERE (SELECT count(*) FROM literal) < ${input.size} AND id NOT IN (SELECT id FROM literal)
    )
    SELECT * FROM (SELECT * FROM literal UNION ALL SELECT * FROM fuzzy) AS found
    ORDER BY score DESC, ${length}, id LIMIT ${input.size}`);
  const shown = rows.map((row) =>
    row.literal ? row : { ...row, score: readableTypoScore(row, input, typo ? soundAlikeVariants(typo) : []) },
  );
  const lengthOf = (row: Row) => (input.chinese ? [...row.chinese].length : 0) + (input.english ? [...row.english].length : 0);
  shown.sort((a, b) => b.score - a.score || lengthOf(a) - lengthOf(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return shown.map(toSuggestion);
}

/** A fuzzy row's score as match-score.ts reads it, over the columns searched; a sound-alike typo is forgiven half. */
function readableTypoScore(row: Row, input: { chinese: string; english: string }, soundAlikes: string[]): number {
  const scores: number[] = [];
  if (input.chinese) {
    const length = [...input.chinese].length;
    scores.push(typoMatchScore(input.chinese, row.chinese, soundAlikes.includes(row.chinese) ? (length - 0.5) / length : 0));
  }
  if (input.english) scores.push(typoMatchScore(input.english, row.english));
  return Math.max(...scores);
}
