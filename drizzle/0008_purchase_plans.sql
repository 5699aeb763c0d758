CREATE TABLE "purchase_plan_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"position" integer NOT NULL,
	"goods_id" integer,
	"quantity" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"maker" text DEFAULT '' NOT NULL,
	"approval_no" text DEFAULT '' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	CONSTRAINT "purchase_plan_lines_quantity" CHECK ("purchase_plan_lines"."quantity" between 1 and 99999)
);
--> statement-breakpoint
CREATE TABLE "purchase_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_shelf_months" smallint DEFAULT 0 NOT NULL,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_plans_shelf_range" CHECK ("purchase_plans"."min_shelf_months" between 0 and 60)
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "barcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_plan_lines" ADD CONSTRAINT "purchase_plan_lines_plan_id_purchase_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."purchase_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_plan_lines" ADD CONSTRAINT "purchase_plan_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_plans" ADD CONSTRAINT "purchase_plans_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_plan_lines_plan_idx" ON "purchase_plan_lines" USING btree ("plan_id","position");--> statement-breakpoint
CREATE INDEX "purchase_plans_store_idx" ON "purchase_plans" USING btree ("store_id","updated_at");--> statement-breakpoint
CREATE INDEX "goods_barcode_idx" ON "goods" USING btree ("barcode");