CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manufacturer_id" integer,
	"logo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"zone" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"trade_name" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"brand_id" integer,
	"spec" text NOT NULL,
	"unit" text NOT NULL,
	"dosage_form" text DEFAULT '' NOT NULL,
	"approval_no" text DEFAULT '' NOT NULL,
	"rx_class" text,
	"origin" text DEFAULT '' NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"device_class" smallint,
	"base_price" integer NOT NULL,
	"retail_price" integer NOT NULL,
	"ladder_price" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ladder_price_type" smallint DEFAULT 0 NOT NULL,
	"is_buy" boolean DEFAULT true NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"xg_number" integer DEFAULT 0 NOT NULL,
	"is_dpby" boolean DEFAULT false NOT NULL,
	"qg_number" integer DEFAULT 0 NOT NULL,
	"is_free_shipping" boolean DEFAULT false NOT NULL,
	"free_shipping_number" integer DEFAULT 0 NOT NULL,
	"is_youx" boolean DEFAULT false NOT NULL,
	"mid_pack" integer DEFAULT 1 NOT NULL,
	"case_pack" integer DEFAULT 1 NOT NULL,
	"only_mid_pack" boolean DEFAULT false NOT NULL,
	"batch_no" text NOT NULL,
	"production_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"is_ephedrine" boolean DEFAULT false NOT NULL,
	"ephedrine_limit" integer DEFAULT 0 NOT NULL,
	"is_controlled" boolean DEFAULT false NOT NULL,
	"control_rule" jsonb,
	"sales" integer DEFAULT 0 NOT NULL,
	"image_count" smallint DEFAULT 1 NOT NULL,
	"pinyin_full" text DEFAULT '' NOT NULL,
	"pinyin_initials" text DEFAULT '' NOT NULL,
	"is_on_sale" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_stock_nonnegative" CHECK ("goods"."stock" >= 0),
	CONSTRAINT "goods_price_positive" CHECK ("goods"."base_price" > 0),
	CONSTRAINT "goods_packs_positive" CHECK ("goods"."mid_pack" >= 1 and "goods"."case_pack" >= 1)
);
--> statement-breakpoint
CREATE TABLE "goods_combination_items" (
	"combo_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"number" integer NOT NULL,
	CONSTRAINT "goods_combination_items_combo_id_goods_id_pk" PRIMARY KEY("combo_id","goods_id"),
	CONSTRAINT "combo_number_positive" CHECK ("goods_combination_items"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "goods_tags" (
	"goods_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "goods_tags_goods_id_tag_id_pk" PRIMARY KEY("goods_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "hot_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"province" text NOT NULL,
	"pinyin_initials" text DEFAULT '' NOT NULL,
	CONSTRAINT "manufacturers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"describe" text DEFAULT '' NOT NULL,
	"color" text NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"is_ladder" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "account_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"face" text DEFAULT '' NOT NULL,
	"wechat_open_id" text,
	"active_store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_username_unique" UNIQUE("username"),
	CONSTRAINT "members_phone_unique" UNIQUE("phone"),
	CONSTRAINT "members_wechat_open_id_unique" UNIQUE("wechat_open_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"company" text NOT NULL,
	"company_type" text NOT NULL,
	"contact" text NOT NULL,
	"landline" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"address" text NOT NULL,
	"is_passed" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"is_show_youx" boolean DEFAULT true NOT NULL,
	"is_can_chat" boolean DEFAULT false NOT NULL,
	"account_manager_id" integer,
	"contract_signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_points_nonnegative" CHECK ("stores"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "focus_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#1f7a4d' NOT NULL,
	"category_id" integer,
	"goods_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"more_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_open" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_combination_items" ADD CONSTRAINT "goods_combination_items_combo_id_goods_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_combination_items" ADD CONSTRAINT "goods_combination_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_tags" ADD CONSTRAINT "goods_tags_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_tags" ADD CONSTRAINT "goods_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_account_manager_id_account_managers_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."account_managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_manufacturer_idx" ON "goods" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "goods_initials_idx" ON "goods" USING btree ("pinyin_initials");--> statement-breakpoint
CREATE UNIQUE INDEX "hot_words_word_idx" ON "hot_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "messages_store_idx" ON "messages" USING btree ("store_id","read_at");--> statement-breakpoint
CREATE INDEX "stores_member_idx" ON "stores" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "focus_items_position_idx" ON "focus_items" USING btree ("position","sort");--> statement-breakpoint
CREATE INDEX "news_type_published_idx" ON "news" USING btree ("type","published_at");