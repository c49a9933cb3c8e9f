// `suggest`: term lookups for the public search box. Raw parameterised SQL on the read pool (db/sql-reader.ts):
// the ranking needs pg_trgm functions Prisma cannot express, and raw SQL skips the tenancy extension, so the
// tenant and soft-delete conditions are written here (test: translate/suggest.test.ts, "other tenant").
//
// Candidates come from the trigram GIN indexes (`%` similarity, `<%` word similarity and ILIKE substrings are all
// index-served); each is scored: 1 exact (case-insensitive), 0.8-0.99 prefix, 0.6-0.79 substring, else its trigram
// similarity scaled below 0.6. Best first, then shorter terms, then id.
import type { Suggestion } from '@blade/contract';
import { Prisma } from '../../db/prisma.ts';
import type { SqlReader } from '../../db/sql-reader.ts';

type Row = { id: bigint; chinese: string; english: string; classification_id: bigint; score: number };

/** The pattern matching `text` literally inside ILIKE (its %, _ and \ escaped). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function columnScore(column: Prisma.Sql, q: string): Prisma.Sql {
  const literal = likeLiteral(q);
  return Prisma.sql`CASE
    WHEN lower(${column}) = lower(${q}) THEN 1.0
    WHEN ${column} ILIKE ${`${literal}%`} THEN 0.8 + 0.19 * similarity(${column}, ${q})
    WHEN ${column} ILIKE ${`%${literal}%`} THEN 0.6 + 0.19 * similarity(${column}, ${q})
    ELSE 0.59 * GREATEST(similarity(${column}, ${q}), word_similarity(${q}, ${column}))
  END`;
}

/**
 * Two-character pieces of a CJK query. One wrong character in a short Chinese term leaves too few intact trigrams
 * for the `%` threshold (0.3: '翻泽平台' against '翻译平台' scores 0.25), so short CJK queries also take rows sharing
 * a two-character piece with them; the score still ranks them by similarity.
 */
export function cjkPieces(q: string): string[] {
  const chars = [...q];
  if (chars.length < 3 || chars.length > 12 || !/[\u3400-\u9fff]/.test(q)) return [];
  const pieces = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) pieces.add(chars[i]! + chars[i + 1]!);
  return [...pieces];
}

/**
 * The candidate ids for one column, one index-served condition per UNION branch: combined with OR in one WHERE,
 * the planner fell back to a sequential scan computing word similarity on every row (2 s on 100,000 rows).
 */
function columnCandidates(column: Prisma.Sql, q: string, accurate: boolean): Prisma.Sql[] {
  const select = (condition: Prisma.Sql) => Prisma.sql`SELECT id FROM translate_entry WHERE ${condition}`;
  if (accurate) return [select(Prisma.sql`${column} ILIKE ${likeLiteral(q)}`)];
  return [
    select(Prisma.sql`${column} % ${q}`),
    select(Prisma.sql`${q} <% ${column}`),
    select(Prisma.sql`${column} ILIKE ${`%${likeLiteral(q)}%`}`),
    ...cjkPieces(q).map((p) => select(Prisma.sql`${column} LIKE ${`%${likeLiteral(p)}%`}`)),
  ];
}

export async function suggest(sql: SqlReader, tenantId: string, input: { chinese: string; english: string; accurate: boolean; size: number }): Promise<Suggestion[]> {
  const terms: Array<[Prisma.Sql, string]> = [];
  if (input.chinese) terms.push([Prisma.sql`chinese`, input.chinese]);
  if (input.english) terms.push([Prisma.sql`english`, input.english]);
  if (!terms.length) return [];
  const candidates = Prisma.join(terms.flatMap(([c, q]) => columnCandidates(c, q, input.accurate)), ' UNION ');
  const score = terms.length === 1 ? columnScore(...terms[0]!) : Prisma.sql`GREATEST(${Prisma.join(terms.map(([c, q]) => columnScore(c, q)))})`;
  const rows = await sql.query<Row>(Prisma.sql`
    SELECT id, chinese, english, classification_id, (${score})::float8 AS score
    FROM translate_entry
    WHERE id IN (${candidates}) AND tenant_id = ${tenantId} AND is_deleted = 0
    ORDER BY score DESC, length(chinese) + length(english), id
    LIMIT ${input.size}`);
  return rows.map((r) => ({
    id: String(r.id), chinese: r.chinese, english: r.english, classificationId: String(r.classification_id),
    score: Math.round(r.score * 1000) / 1000,
  }));
}
