CREATE TABLE "store_upload_usage" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_upload_usage_bytes_nonnegative" CHECK ("store_upload_usage"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "store_upload_usage" ADD CONSTRAINT "store_upload_usage_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;