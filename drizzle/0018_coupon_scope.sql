ALTER TABLE "coupons" ADD COLUMN "scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_scope" CHECK ("coupons"."scope" = 'all' or cardinality("coupons"."scope_ids") > 0);