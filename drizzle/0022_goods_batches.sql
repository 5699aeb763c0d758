CREATE TABLE "goods_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"batch_no" text NOT NULL,
	"production_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT '正常' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"report_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_batches_stock_nonnegative" CHECK ("goods_batches"."stock" >= 0),
	CONSTRAINT "goods_batches_status" CHECK ("goods_batches"."status" in ('正常', '停售', '召回')),
	CONSTRAINT "goods_batches_dates" CHECK ("goods_batches"."expiry_date" > "goods_batches"."production_date")
);
--> statement-breakpoint
CREATE TABLE "goods_untraced" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"flagged" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "order_line_batches_number_positive" CHECK ("order_line_batches"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_line_untraced" (
	"line_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_trace_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"code" text NOT NULL,
	"level" smallint DEFAULT 1 NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "order_trace_codes_units_positive" CHECK ("order_trace_codes"."units" >= 1),
	CONSTRAINT "order_trace_codes_level" CHECK ("order_trace_codes"."level" between 1 and 3),
	CONSTRAINT "order_trace_codes_digits" CHECK ("order_trace_codes"."code" ~ '^[0-9]{20}$')
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "last_expiry_date" date;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "goods_batches" ADD CONSTRAINT "goods_batches_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_untraced" ADD CONSTRAINT "goods_untraced_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_untraced" ADD CONSTRAINT "order_line_untraced_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_trace_codes" ADD CONSTRAINT "order_trace_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_trace_codes" ADD CONSTRAINT "order_trace_codes_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_batches_no_idx" ON "goods_batches" USING btree ("goods_id","batch_no");--> statement-breakpoint
CREATE INDEX "goods_batches_fefo_idx" ON "goods_batches" USING btree ("goods_id","expiry_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_batches_line_batch_idx" ON "order_line_batches" USING btree ("line_id","goods_id","batch_id");--> statement-breakpoint
CREATE INDEX "order_line_batches_order_idx" ON "order_line_batches" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_line_batches_batch_idx" ON "order_line_batches" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_trace_codes_code_idx" ON "order_trace_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "order_trace_codes_line_idx" ON "order_trace_codes" USING btree ("line_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("id") WHERE "orders"."status" in ('pending_payment', 'paid');--> statement-breakpoint
-- Every ordinary goods gets its one batch from its own columns; the batch holds the units on hand, which are the
-- sellable stock plus what open (unpaid or paid, unshipped) orders reserved (src/server/batches/README.md).
INSERT INTO "goods_batches" ("goods_id", "batch_no", "production_date", "expiry_date", "stock")
SELECT g."id", g."batch_no", g."production_date", greatest(g."expiry_date", g."production_date" + 1), g."stock" + coalesce(r."n", 0)
FROM "goods" g
LEFT JOIN (
  SELECT (m->>'goodsId')::int AS "goods_id", sum((m->>'number')::int) AS "n"
  FROM "orders" o, jsonb_array_elements(o."stock_moves") m
  WHERE o."status" IN ('pending_payment', 'paid') AND NOT o."stock_released"
  GROUP BY 1
) r ON r."goods_id" = g."id"
WHERE g."type" = 1;
