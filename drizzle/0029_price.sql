ALTER TABLE "order_lines" ADD COLUMN "list_price" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "line_unit_price" integer;--> statement-breakpoint
-- Older lines: the list price is not known (the tier/special unit stands in); the line unit price is
-- ⌊unit × amount ÷ raw⌋, the engine's ⌊unit × rate⌋ when the 折扣 was the line's only reduction.
UPDATE "order_lines" SET "list_price" = "unit_price", "line_unit_price" = CASE WHEN "discount_amount" = 0 OR "raw_amount" = 0 THEN "unit_price" ELSE ("unit_price"::bigint * ("raw_amount" - "discount_amount") / "raw_amount")::integer END WHERE "line_unit_price" IS NULL;
