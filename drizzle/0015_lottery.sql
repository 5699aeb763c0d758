CREATE TABLE "lottery_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"free_chances" integer DEFAULT 1 NOT NULL,
	"chance_every_fen" integer,
	"max_chances" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_activities_window" CHECK ("lottery_activities"."ends_at" > "lottery_activities"."starts_at"),
	CONSTRAINT "lottery_activities_chances" CHECK ("lottery_activities"."free_chances" >= 0 and "lottery_activities"."max_chances" >= "lottery_activities"."free_chances" and ("lottery_activities"."chance_every_fen" is null or "lottery_activities"."chance_every_fen" > 0))
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"prize_name" text NOT NULL,
	"prize_kind" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"delivered_ref" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_participants" (
	"activity_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_participants_activity_id_store_id_pk" PRIMARY KEY("activity_id","store_id"),
	CONSTRAINT "lottery_participants_draws" CHECK ("lottery_participants"."draws" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"weight" integer NOT NULL,
	"stock" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_prizes_weight" CHECK ("lottery_prizes"."weight" between 0 and 10000),
	CONSTRAINT "lottery_prizes_stock" CHECK ("lottery_prizes"."stock" is null or "lottery_prizes"."stock" >= 0),
	CONSTRAINT "lottery_prizes_none_unlimited" CHECK ("lottery_prizes"."kind" <> 'none' or "lottery_prizes"."stock" is null),
	CONSTRAINT "lottery_prizes_value" CHECK ("lottery_prizes"."kind" not in ('points', 'balance', 'voucher') or "lottery_prizes"."value" > 0),
	CONSTRAINT "lottery_prizes_coupon" CHECK ("lottery_prizes"."kind" <> 'coupon' or "lottery_prizes"."coupon_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "points_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"cash" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"per_member_limit" integer,
	"is_on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_goods_values" CHECK ("points_goods"."points" > 0 and "points_goods"."cash" >= 0 and "points_goods"."stock" >= 0 and ("points_goods"."per_member_limit" is null or "points_goods"."per_member_limit" > 0))
);
--> statement-breakpoint
CREATE TABLE "points_goods_taken" (
	"goods_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_goods_taken_goods_id_store_id_pk" PRIMARY KEY("goods_id","store_id"),
	CONSTRAINT "points_goods_taken_quantity" CHECK ("points_goods_taken"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"store_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text DEFAULT 'mall' NOT NULL,
	"goods_id" integer,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"points" integer NOT NULL,
	"cash" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending_shipment' NOT NULL,
	"address" jsonb,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "points_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "points_orders_values" CHECK ("points_orders"."quantity" >= 1 and "points_orders"."points" >= 0 and "points_orders"."cash" >= 0),
	CONSTRAINT "points_orders_mall_goods" CHECK ("points_orders"."source" <> 'mall' or "points_orders"."goods_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_activity_id_lottery_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."lottery_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_prize_id_lottery_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."lottery_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_participants" ADD CONSTRAINT "lottery_participants_activity_id_lottery_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."lottery_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_participants" ADD CONSTRAINT "lottery_participants_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_activity_id_lottery_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."lottery_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_goods_taken" ADD CONSTRAINT "points_goods_taken_goods_id_points_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."points_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_goods_taken" ADD CONSTRAINT "points_goods_taken_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_orders" ADD CONSTRAINT "points_orders_goods_id_points_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."points_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_activities_window_idx" ON "lottery_activities" USING btree ("is_enabled","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_activity_idx" ON "lottery_draws" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "lottery_draws_store_idx" ON "lottery_draws" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "lottery_prizes_activity_idx" ON "lottery_prizes" USING btree ("activity_id","sort");--> statement-breakpoint
CREATE INDEX "points_goods_sale_idx" ON "points_goods" USING btree ("is_on_sale","sort");--> statement-breakpoint
CREATE INDEX "points_orders_store_idx" ON "points_orders" USING btree ("store_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_orders_key_idx" ON "points_orders" USING btree ("store_id","idempotency_key") WHERE "points_orders"."idempotency_key" is not null;