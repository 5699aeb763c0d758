CREATE TABLE "voucher_batches" (
	"batch_no" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "operator_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
-- Batches already made (some numbers were shared by two batches; they stay one number, as before).
INSERT INTO "voucher_batches" ("batch_no", "created_at") SELECT "batch_no", min("created_at") FROM "cash_vouchers" WHERE "batch_no" IS NOT NULL GROUP BY "batch_no";--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD CONSTRAINT "cash_vouchers_batch_no_voucher_batches_batch_no_fk" FOREIGN KEY ("batch_no") REFERENCES "public"."voucher_batches"("batch_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The audit log cannot be emptied either (issue 33): TRUNCATE skips row triggers, so a statement trigger refuses it. db:seed --reset disables it for its own TRUNCATE (table owner only).
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "yc_append_only"();
