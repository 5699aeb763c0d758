CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text DEFAULT '' NOT NULL,
	"actor" text DEFAULT 'buyer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"spec" text NOT NULL,
	"unit" text NOT NULL,
	"manufacturer" text NOT NULL,
	"approval_no" text DEFAULT '' NOT NULL,
	"batch_no" text NOT NULL,
	"expiry_date" text NOT NULL,
	"is_ephedrine" boolean DEFAULT false NOT NULL,
	"number" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"raw_amount" integer NOT NULL,
	"manjian_amount" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"coupon_amount" integer DEFAULT 0 NOT NULL,
	"pay_amount" integer NOT NULL,
	"gift_number" integer DEFAULT 0 NOT NULL,
	"returned_number" integer DEFAULT 0 NOT NULL,
	"activity_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "order_lines_number_positive" CHECK ("order_lines"."number" >= 1),
	CONSTRAINT "order_lines_returned_range" CHECK ("order_lines"."returned_number" between 0 and "order_lines"."number"),
	CONSTRAINT "order_lines_amounts" CHECK ("order_lines"."pay_amount" >= 0 and "order_lines"."pay_amount" = "order_lines"."raw_amount" - "order_lines"."manjian_amount" - "order_lines"."discount_amount" - "order_lines"."coupon_amount")
);
--> statement-breakpoint
CREATE TABLE "order_logistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"refund_amount" integer DEFAULT 0 NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "order_returns_return_no_unique" UNIQUE("return_no"),
	CONSTRAINT "order_returns_refund_nonnegative" CHECK ("order_returns"."refund_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"submission_id" integer,
	"store_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"goods_amount" integer NOT NULL,
	"manjian_amount" integer DEFAULT 0 NOT NULL,
	"discount_amount" integer DEFAULT 0 NOT NULL,
	"coupon_amount" integer DEFAULT 0 NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"payable_amount" integer NOT NULL,
	"points_amount" integer DEFAULT 0 NOT NULL,
	"pay_method" text,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"address" jsonb NOT NULL,
	"invoice" jsonb DEFAULT '{"type":"none"}'::jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"ephedrine_receiver" jsonb,
	"receipt_status" text DEFAULT 'none' NOT NULL,
	"receipt_file" text,
	"receipt_signed_at" timestamp with time zone,
	"stock_moves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_released" boolean DEFAULT false NOT NULL,
	"pay_before" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_amounts_nonnegative" CHECK ("orders"."goods_amount" >= 0 and "orders"."manjian_amount" >= 0 and "orders"."discount_amount" >= 0 and "orders"."coupon_amount" >= 0 and "orders"."shipping_fee" >= 0 and "orders"."payable_amount" >= 0 and "orders"."paid_amount" >= 0 and "orders"."refunded_amount" >= 0),
	CONSTRAINT "orders_payable_sum" CHECK ("orders"."payable_amount" = "orders"."goods_amount" - "orders"."manjian_amount" - "orders"."discount_amount" - "orders"."coupon_amount" + "orders"."shipping_fee"),
	CONSTRAINT "orders_refund_le_paid" CHECK ("orders"."refunded_amount" <= "orders"."paid_amount"),
	CONSTRAINT "orders_paid_has_method" CHECK ("orders"."status" in ('pending_payment', 'cancelled') or "orders"."pay_method" is not null or "orders"."kind" = 'points')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"trade_no" text NOT NULL,
	"gateway_trade_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_trade_no_unique" UNIQUE("trade_no"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"term_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_amounts" CHECK ("credit_accounts"."credit_limit" >= 0 and "credit_accounts"."used" >= 0),
	CONSTRAINT "credit_accounts_term" CHECK ("credit_accounts"."term_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "credit_bills" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"repaid_amount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "credit_bills_bill_no_unique" UNIQUE("bill_no"),
	CONSTRAINT "credit_bills_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "credit_bills_amounts" CHECK ("credit_bills"."amount" > 0 and "credit_bills"."repaid_amount" between 0 and "credit_bills"."amount")
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"ref" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_amount_nonzero" CHECK ("wallet_entries"."amount" <> 0),
	CONSTRAINT "wallet_entries_balance_nonnegative" CHECK ("wallet_entries"."balance_after" >= 0),
	CONSTRAINT "wallet_entries_sign" CHECK (("wallet_entries"."kind" in ('recharge', 'refund') and "wallet_entries"."amount" > 0) or ("wallet_entries"."kind" = 'payment' and "wallet_entries"."amount" < 0) or "wallet_entries"."kind" = 'adjustment')
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_nonnegative" CHECK ("wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logistics" ADD CONSTRAINT "order_logistics_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_submissions" ADD CONSTRAINT "order_submissions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_submission_id_order_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."order_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bills" ADD CONSTRAINT "credit_bills_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bills" ADD CONSTRAINT "credit_bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_goods_idx" ON "order_lines" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "order_logistics_order_idx" ON "order_logistics" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_store_idx" ON "order_returns" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_submissions_key_idx" ON "order_submissions" USING btree ("store_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_store_status_idx" ON "orders" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "orders_deadline_idx" ON "orders" USING btree ("pay_before") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_idx" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_bills_store_idx" ON "credit_bills" USING btree ("store_id","status","due_date");--> statement-breakpoint
CREATE INDEX "wallet_entries_store_idx" ON "wallet_entries" USING btree ("store_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_ref_idx" ON "wallet_entries" USING btree ("store_id","kind","ref");--> statement-breakpoint
CREATE FUNCTION "yc_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_entries_append_only" BEFORE UPDATE OR DELETE ON "wallet_entries" FOR EACH ROW EXECUTE FUNCTION "yc_append_only"();
