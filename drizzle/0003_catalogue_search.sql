-- Search keys of goods (issue 3). Written by hand above drizzle-kit's generated statements: the
-- generated columns below call these functions, so they must exist first. Plain SQL, no extension:
-- they run the same on PostgreSQL and on PGlite. src/server/search/normalize.ts mirrors them in
-- TypeScript for the keywords (same folding, same grams), and tests/unit/search checks the pairing.
--
-- yc_fold: NFKC (full-width letters, digits and brackets become ASCII) and lower-case ASCII only,
-- so the result never depends on the server's locale.
CREATE OR REPLACE FUNCTION yc_fold(s text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(normalize(s, NFKC), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz') $$;--> statement-breakpoint
-- The searchable text of one goods row: its fields folded and joined by \x01, which keywords never
-- contain, so no match can span two fields.
CREATE OR REPLACE FUNCTION yc_goods_search_text(name text, trade_name text, approval_no text, pinyin_full text, pinyin_initials text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT yc_fold(coalesce(name, '')) || chr(1) || yc_fold(coalesce(trade_name, '')) || chr(1) || yc_fold(coalesce(approval_no, '')) || chr(1) || coalesce(pinyin_full, '') || chr(1) || coalesce(pinyin_initials, '') $$;--> statement-breakpoint
-- The index keys of a search text: every non-ASCII character (a one-character Chinese keyword) and
-- every pair of neighbouring characters inside one field. A keyword's own grams must all be present
-- for it to occur, which the GIN index answers; the LIKE on search_text then confirms the match.
CREATE OR REPLACE FUNCTION yc_search_grams(s text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT g ORDER BY g), '{}'::text[]) FROM (
      SELECT substr(s, i, 1) AS g FROM generate_series(1, length(s)) AS i WHERE ascii(substr(s, i, 1)) > 127
      UNION ALL
      SELECT substr(s, i, 2) FROM generate_series(1, length(s) - 1) AS i WHERE strpos(substr(s, i, 2), chr(1)) = 0
    ) AS grams
  $$;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_text" text GENERATED ALWAYS AS (yc_goods_search_text(name, trade_name, approval_no, pinyin_full, pinyin_initials)) STORED;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (yc_search_grams(yc_goods_search_text(name, trade_name, approval_no, pinyin_full, pinyin_initials))) STORED;--> statement-breakpoint
CREATE INDEX "goods_search_grams_idx" ON "goods" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("sales" DESC NULLS LAST,"id");