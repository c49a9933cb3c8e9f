-- The typo keys and short grams of a Chinese term (20261123235530_chinese_short_lookups), computed by loops instead
-- of SQL subqueries: the same keys, about ten times faster to compute. Every row written to translate_entry computes
-- both for its indexes, so they were most of the time of a term import and of the starter term base's seeding.
-- The indexes are built again with the new functions (their keys are the same sets; the rebuild keeps it certain).
CREATE OR REPLACE FUNCTION chinese_typo_keys(term text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  n int := char_length(term);
  low text := lower(term);
  keys text[] := '{}';
BEGIN
  IF n < 2 OR n > 8 OR term !~ '[\u3400-\u9fff]' THEN
    RETURN keys;
  END IF;
  FOR i IN 1..n LOOP
    keys := keys || overlay(low PLACING '*' FROM i FOR 1);
  END LOOP;
  RETURN keys;
END
$$;

CREATE OR REPLACE FUNCTION chinese_short_grams(term text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  n int := char_length(term);
  low text := lower(term);
  grams text[] := '{}';
  gram text;
BEGIN
  FOR i IN 1..n LOOP
    gram := substr(low, i, 1);
    IF NOT gram = ANY(grams) THEN
      grams := grams || gram;
    END IF;
    IF i < n THEN
      gram := substr(low, i, 2);
      IF NOT gram = ANY(grams) THEN
        grams := grams || gram;
      END IF;
    END IF;
  END LOOP;
  RETURN grams;
END
$$;

REINDEX INDEX "translate_entry_chinese_typo_keys_idx";
REINDEX INDEX "translate_entry_chinese_short_grams_idx";
