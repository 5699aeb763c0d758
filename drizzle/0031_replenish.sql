CREATE TABLE "buyer_list_items" (
	"list_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_list_items_list_id_goods_id_pk" PRIMARY KEY("list_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "buyer_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_sms" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"phone" text NOT NULL,
	"template" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_drop_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"expected_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"notified_price" integer,
	CONSTRAINT "price_drop_notices_price_positive" CHECK ("price_drop_notices"."expected_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "notice_sms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wanted_requests" ADD COLUMN "barcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wanted_requests" ADD COLUMN "elsewhere_price" integer;--> statement-breakpoint
ALTER TABLE "buyer_list_items" ADD CONSTRAINT "buyer_list_items_list_id_buyer_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."buyer_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_list_items" ADD CONSTRAINT "buyer_list_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_lists" ADD CONSTRAINT "buyer_lists_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_views" ADD CONSTRAINT "goods_views_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_views" ADD CONSTRAINT "goods_views_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_sms" ADD CONSTRAINT "notice_sms_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drop_notices" ADD CONSTRAINT "price_drop_notices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drop_notices" ADD CONSTRAINT "price_drop_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_drop_notices" ADD CONSTRAINT "price_drop_notices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_lists_store_name_idx" ON "buyer_lists" USING btree ("store_id","name");--> statement-breakpoint
CREATE INDEX "goods_views_store_idx" ON "goods_views" USING btree ("store_id","goods_id","viewed_at");--> statement-breakpoint
CREATE INDEX "goods_views_at_idx" ON "goods_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "notice_sms_waiting_idx" ON "notice_sms" USING btree ("id") WHERE "notice_sms"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "price_drop_notices_open_idx" ON "price_drop_notices" USING btree ("store_id","goods_id") WHERE "price_drop_notices"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "price_drop_notices_waiting_idx" ON "price_drop_notices" USING btree ("goods_id","id") WHERE "price_drop_notices"."notified_at" is null;