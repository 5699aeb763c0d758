CREATE TABLE "first_sale_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot" text NOT NULL,
	"kind" text NOT NULL,
	"goods_id" integer,
	"cert_no" text DEFAULT '' NOT NULL,
	"agent_name" text DEFAULT '' NOT NULL,
	"agent_id_no" text DEFAULT '' NOT NULL,
	"file_key" text NOT NULL,
	"sha256" text DEFAULT '' NOT NULL,
	"expires_on" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "holder" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "first_sale_files" ADD CONSTRAINT "first_sale_files_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "first_sale_files_slot_idx" ON "first_sale_files" USING btree ("slot");--> statement-breakpoint
CREATE INDEX "first_sale_files_goods_idx" ON "first_sale_files" USING btree ("goods_id");