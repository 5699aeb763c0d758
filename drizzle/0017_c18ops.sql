ALTER TABLE "members" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "suspend_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "focus_blocks" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "focus_items" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD COLUMN "batch_no" text;--> statement-breakpoint
CREATE INDEX "cash_vouchers_batch_idx" ON "cash_vouchers" USING btree ("batch_no");