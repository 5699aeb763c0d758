CREATE TABLE "cash_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"face_value" integer NOT NULL,
	"remaining" integer NOT NULL,
	"store_id" integer,
	"source" text NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "cash_vouchers_values" CHECK ("cash_vouchers"."face_value" > 0 and "cash_vouchers"."remaining" between 0 and "cash_vouchers"."face_value"),
	CONSTRAINT "cash_vouchers_owned_redeemed" CHECK (("cash_vouchers"."store_id" is null) = ("cash_vouchers"."redeemed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "credit_repayments" (
	"id" serial PRIMARY KEY NOT NULL,
	"repay_no" text NOT NULL,
	"store_id" integer NOT NULL,
	"bill_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"gateway_trade_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "credit_repayments_repay_no_unique" UNIQUE("repay_no"),
	CONSTRAINT "credit_repayments_amount" CHECK ("credit_repayments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"ref" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_amount_nonzero" CHECK ("points_entries"."amount" <> 0),
	CONSTRAINT "points_entries_balance_nonnegative" CHECK ("points_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"remaining_after" integer NOT NULL,
	"ref" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_entries_sign" CHECK (("voucher_entries"."kind" = 'payment' and "voucher_entries"."amount" < 0) or ("voucher_entries"."kind" <> 'payment' and "voucher_entries"."amount" > 0)),
	CONSTRAINT "voucher_entries_remaining" CHECK ("voucher_entries"."remaining_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_topups" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"store_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_trade_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "wallet_topups_trade_no_unique" UNIQUE("trade_no"),
	CONSTRAINT "wallet_topups_amounts" CHECK ("wallet_topups"."amount" > 0 and "wallet_topups"."bonus" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_sign";--> statement-breakpoint
ALTER TABLE "cash_vouchers" ADD CONSTRAINT "cash_vouchers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_repayments" ADD CONSTRAINT "credit_repayments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_repayments" ADD CONSTRAINT "credit_repayments_bill_id_credit_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."credit_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD CONSTRAINT "voucher_entries_voucher_id_cash_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."cash_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_entries" ADD CONSTRAINT "voucher_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_topups" ADD CONSTRAINT "wallet_topups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_vouchers_store_idx" ON "cash_vouchers" USING btree ("store_id","valid_to");--> statement-breakpoint
CREATE INDEX "credit_repayments_bill_idx" ON "credit_repayments" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "credit_repayments_store_idx" ON "credit_repayments" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "points_entries_store_idx" ON "points_entries" USING btree ("store_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_ref_idx" ON "points_entries" USING btree ("store_id","kind","ref");--> statement-breakpoint
CREATE INDEX "voucher_entries_store_idx" ON "voucher_entries" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "voucher_entries_ref_idx" ON "voucher_entries" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_entries_once_idx" ON "voucher_entries" USING btree ("voucher_id","kind","ref");--> statement-breakpoint
CREATE INDEX "wallet_topups_store_idx" ON "wallet_topups" USING btree ("store_id","created_at");--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_sign" CHECK (("wallet_entries"."kind" in ('recharge', 'refund', 'cashback') and "wallet_entries"."amount" > 0) or ("wallet_entries"."kind" = 'payment' and "wallet_entries"."amount" < 0) or "wallet_entries"."kind" = 'adjustment');