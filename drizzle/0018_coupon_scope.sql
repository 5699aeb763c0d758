ALTER TABLE "coupons" ADD COLUMN "scope" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;