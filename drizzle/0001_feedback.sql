CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feedback_ip_created_idx" ON "feedback" USING btree ("ip","created_at");