CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_no" text NOT NULL,
	"memo" text NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" integer,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"receipt" text,
	"receipt_type" text,
	"reject_reason" text DEFAULT '' NOT NULL,
	"bank_ref" text,
	"confirmed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bank_transfers_transfer_no_unique" UNIQUE("transfer_no"),
	CONSTRAINT "bank_transfers_memo_unique" UNIQUE("memo"),
	CONSTRAINT "bank_transfers_amount_positive" CHECK ("bank_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_requests" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "channel" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoice_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issue_date" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "red_invoice_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_topups" ADD COLUMN "channel" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_store_idx" ON "bank_transfers" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_transfers_status_idx" ON "bank_transfers" USING btree ("status","created_at");