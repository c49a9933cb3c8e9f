-- One wrong character in a short Chinese term: trigrams of a 2-8 character CJK string share too little with a
-- misspelling (a wrong middle character breaks every trigram but the first), so suggest also matches "typo keys":
-- the term with each of its characters in turn replaced by '*'. A query and a term of the same length that differ
-- in one character share exactly one key (数剧库 and 数据库 share '数*库'). Hand-written: Prisma's schema cannot
-- express an expression index, and its schema-to-schema diff (scripts/prisma.mjs new-migration) never drops it.
CREATE FUNCTION chinese_typo_keys(term text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(term) BETWEEN 2 AND 8 AND term ~ '[\u3400-\u9fff]'
    THEN ARRAY(SELECT overlay(lower(term) PLACING '*' FROM i FOR 1) FROM generate_series(1, char_length(term)) AS i)
    ELSE '{}'::text[] END
$$;

CREATE INDEX "translate_entry_chinese_typo_keys_idx" ON "translate_entry" USING gin (chinese_typo_keys(chinese));

-- A one- or two-character query holds no trigram, so `chinese ILIKE '%q%'` cannot use the trigram index and reads
-- every term (about 100 ms on 200,000). Short literal lookups go through the term's one- and two-character pieces
-- instead (lower-cased, as ILIKE compares): `chinese_short_grams(chinese) @> ARRAY[q]`.
CREATE FUNCTION chinese_short_grams(term text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ARRAY(SELECT DISTINCT substr(lower(term), i, n)
    FROM generate_series(1, char_length(term)) AS i, (VALUES (1), (2)) AS width(n)
    WHERE i + n - 1 <= char_length(term))
$$;

CREATE INDEX "translate_entry_chinese_short_grams_idx" ON "translate_entry" USING gin (chinese_short_grams(chinese));
