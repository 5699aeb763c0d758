CREATE TABLE "order_receivings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"return_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_receivings" ADD CONSTRAINT "order_receivings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receivings" ADD CONSTRAINT "order_receivings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receivings" ADD CONSTRAINT "order_receivings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_receivings" ADD CONSTRAINT "order_receivings_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_receivings_order_idx" ON "order_receivings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_receivings_store_idx" ON "order_receivings" USING btree ("store_id","created_at");