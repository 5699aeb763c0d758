CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"number" integer NOT NULL,
	"ck_id" integer DEFAULT 0 NOT NULL,
	"is_selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_number_range" CHECK ("cart_items"."number" between 1 and 99999)
);
--> statement-breakpoint
CREATE TABLE "promotion_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"scope" text DEFAULT 'goods' NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"with_coupon" boolean DEFAULT true NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_activity_goods" (
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	CONSTRAINT "promotion_activity_goods_activity_id_goods_id_pk" PRIMARY KEY("activity_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"shipping_amount" integer NOT NULL,
	"no_trans_order_amount" integer NOT NULL,
	CONSTRAINT "shipping_rules_province_unique" UNIQUE("province"),
	CONSTRAINT "shipping_rules_amounts" CHECK ("shipping_rules"."shipping_amount" >= 0 and "shipping_rules"."no_trans_order_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_activity_goods" ADD CONSTRAINT "promotion_activity_goods_activity_id_promotion_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."promotion_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_activity_goods" ADD CONSTRAINT "promotion_activity_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_store_goods_type_idx" ON "cart_items" USING btree ("store_id","goods_id","type");--> statement-breakpoint
CREATE INDEX "promotion_activities_window_idx" ON "promotion_activities" USING btree ("is_enabled","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "promotion_activity_goods_goods_idx" ON "promotion_activity_goods" USING btree ("goods_id");