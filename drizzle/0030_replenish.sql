CREATE TABLE "arrival_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"notified_stock" integer,
	CONSTRAINT "arrival_notices_quantity_positive" CHECK ("arrival_notices"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_notices_open_idx" ON "arrival_notices" USING btree ("store_id","goods_id") WHERE "arrival_notices"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "arrival_notices_waiting_idx" ON "arrival_notices" USING btree ("goods_id","id") WHERE "arrival_notices"."notified_at" is null;