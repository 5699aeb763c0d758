ALTER TABLE "coupons" ADD COLUMN "new_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "coupons" SET "new_customer" = true WHERE "name" LIKE '新客%';