CREATE TABLE "activity_taps" (
	"id" serial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_claims" (
	"offer_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "coupon_claims_offer_id_store_id_pk" PRIMARY KEY("offer_id","store_id"),
	CONSTRAINT "coupon_claims_number" CHECK ("coupon_claims"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "coupon_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"total" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"member_limit" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupon_offers_coupon_id_unique" UNIQUE("coupon_id"),
	CONSTRAINT "coupon_offers_claimed" CHECK ("coupon_offers"."claimed" >= 0 and "coupon_offers"."claimed" <= "coupon_offers"."total" and "coupon_offers"."member_limit" >= 1),
	CONSTRAINT "coupon_offers_window" CHECK ("coupon_offers"."ends_at" > "coupon_offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "group_buy_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"number" integer NOT NULL,
	"amount" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "group_buy_members_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "group_buy_members_amounts" CHECK ("group_buy_members"."number" >= 1 and "group_buy_members"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "group_buys" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"leader_store_id" integer NOT NULL,
	"size" integer NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "group_buys_joined" CHECK ("group_buys"."joined" >= 0 and "group_buys"."joined" <= "group_buys"."size" and "group_buys"."size" >= 2)
);
--> statement-breakpoint
CREATE TABLE "order_activity_units" (
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"number" integer NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_activity_units_order_id_item_id_pk" PRIMARY KEY("order_id","item_id"),
	CONSTRAINT "order_activity_units_number" CHECK ("order_activity_units"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_cashbacks" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"rule_id" integer NOT NULL,
	"eligible_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"reversed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_cashbacks_amounts" CHECK ("order_cashbacks"."amount" > 0 and "order_cashbacks"."reversed" >= 0 and "order_cashbacks"."reversed" <= "order_cashbacks"."amount")
);
--> statement-breakpoint
CREATE TABLE "order_expiry_confirmations" (
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_expiry_confirmations_order_id_goods_id_pk" PRIMARY KEY("order_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "price_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"schedule_id" integer,
	"day" date,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"with_coupon" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"group_size" integer DEFAULT 0 NOT NULL,
	"group_hours" integer DEFAULT 24 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_activities_window" CHECK ("price_activities"."ends_at" > "price_activities"."starts_at"),
	CONSTRAINT "price_activities_group" CHECK ("price_activities"."kind" <> 'group' or ("price_activities"."group_size" >= 2 and "price_activities"."group_hours" >= 1))
);
--> statement-breakpoint
CREATE TABLE "price_activity_counts" (
	"item_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "price_activity_counts_item_id_store_id_pk" PRIMARY KEY("item_id","store_id"),
	CONSTRAINT "price_activity_counts_number" CHECK ("price_activity_counts"."number" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_activity_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"member_limit" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_activity_goods_price" CHECK ("price_activity_goods"."price" > 0),
	CONSTRAINT "price_activity_goods_sold" CHECK ("price_activity_goods"."sold" >= 0 and "price_activity_goods"."sold" <= "price_activity_goods"."stock"),
	CONSTRAINT "price_activity_goods_limit" CHECK ("price_activity_goods"."member_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"with_coupon" boolean DEFAULT false NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"goods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "promo_schedules_times" CHECK ("promo_schedules"."start" ~ '^[0-2][0-9]:[0-5][0-9]$' and "promo_schedules"."end" ~ '^[0-2][0-9]:[0-5][0-9]$' and "promo_schedules"."start" < "promo_schedules"."end")
);
--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_offer_id_coupon_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."coupon_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_offers" ADD CONSTRAINT "coupon_offers_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_group_id_group_buys_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_buys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buys" ADD CONSTRAINT "group_buys_item_id_price_activity_goods_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."price_activity_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buys" ADD CONSTRAINT "group_buys_leader_store_id_stores_id_fk" FOREIGN KEY ("leader_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_activity_units" ADD CONSTRAINT "order_activity_units_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_activity_units" ADD CONSTRAINT "order_activity_units_item_id_price_activity_goods_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."price_activity_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_activity_units" ADD CONSTRAINT "order_activity_units_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cashbacks" ADD CONSTRAINT "order_cashbacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cashbacks" ADD CONSTRAINT "order_cashbacks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cashbacks" ADD CONSTRAINT "order_cashbacks_rule_id_cashback_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."cashback_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_expiry_confirmations" ADD CONSTRAINT "order_expiry_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_expiry_confirmations" ADD CONSTRAINT "order_expiry_confirmations_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_activities" ADD CONSTRAINT "price_activities_schedule_id_promo_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."promo_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_activity_counts" ADD CONSTRAINT "price_activity_counts_item_id_price_activity_goods_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."price_activity_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_activity_counts" ADD CONSTRAINT "price_activity_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_activity_goods" ADD CONSTRAINT "price_activity_goods_activity_id_price_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."price_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_activity_goods" ADD CONSTRAINT "price_activity_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_taps_target_idx" ON "activity_taps" USING btree ("target","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "group_buy_members_group_store_idx" ON "group_buy_members" USING btree ("group_id","store_id");--> statement-breakpoint
CREATE INDEX "group_buys_deadline_idx" ON "group_buys" USING btree ("deadline") WHERE "group_buys"."status" = 'open';--> statement-breakpoint
CREATE INDEX "group_buys_item_idx" ON "group_buys" USING btree ("item_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "price_activities_schedule_day_idx" ON "price_activities" USING btree ("schedule_id","day");--> statement-breakpoint
CREATE INDEX "price_activities_window_idx" ON "price_activities" USING btree ("kind","starts_at","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_activity_goods_activity_goods_idx" ON "price_activity_goods" USING btree ("activity_id","goods_id");--> statement-breakpoint
CREATE INDEX "price_activity_goods_goods_idx" ON "price_activity_goods" USING btree ("goods_id");