-- Search terms (issue 26). Written by hand above drizzle-kit's statements, as 0003_catalogue_search.sql:
-- the goods' search text gains two fields, the normalised spec (yc_spec_norm, mirrored by
-- src/server/search/spec.ts specNorm) and the barcode, so a keyword word can be a strength, a pack or
-- a 69 barcode. Fields 1–5 keep their places (the tier SQL reads them by position).
CREATE OR REPLACE FUNCTION yc_spec_norm(s text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT regexp_replace(regexp_replace(replace(replace(replace(replace(replace(replace(replace(yc_fold(s), '毫克', 'mg'), '微克', 'ug'), '千克', 'kg'), '毫升', 'ml'), '克', 'g'), 'μ', 'u'), '×', '*'), 'x(?=[0-9])', '*', 'g'), '\s+', '', 'g') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION yc_goods_search_text(name text, trade_name text, approval_no text, pinyin_full text, pinyin_initials text, spec text, barcode text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT yc_goods_search_text(name, trade_name, approval_no, pinyin_full, pinyin_initials) || chr(1) || yc_spec_norm(coalesce(spec, '')) || chr(1) || coalesce(barcode, '') $$;--> statement-breakpoint
CREATE TABLE "search_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_aliases_not_empty" CHECK (length(trim("search_aliases"."alias")) > 0 and length(trim("search_aliases"."target")) > 0)
);
--> statement-breakpoint
ALTER TABLE "goods" drop column "search_text";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_text" text GENERATED ALWAYS AS (yc_goods_search_text(name, trade_name, approval_no, pinyin_full, pinyin_initials, spec, barcode)) STORED;--> statement-breakpoint
ALTER TABLE "goods" drop column "search_grams";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (yc_search_grams(yc_goods_search_text(name, trade_name, approval_no, pinyin_full, pinyin_initials, spec, barcode))) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "search_aliases_alias_idx" ON "search_aliases" USING btree (yc_fold("alias"));--> statement-breakpoint
CREATE INDEX "goods_search_grams_idx" ON "goods" USING gin ("search_grams");