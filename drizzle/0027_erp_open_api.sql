CREATE TABLE "api_idempotency" (
	"key_id" integer NOT NULL,
	"idem_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_idempotency_key_id_idem_key_pk" PRIMARY KEY("key_id","idem_key")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"ip_allow" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_per_minute" integer DEFAULT 600 NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "order_acks" (
	"key_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"erp_ref" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_acks_key_id_order_id_pk" PRIMARY KEY("key_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "order_feed" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"status" integer,
	"response" text DEFAULT '' NOT NULL,
	"ms" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"subscription_id" integer NOT NULL,
	"ordering_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_status" integer,
	"last_response" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"ordering_key" text NOT NULL,
	"dedupe_key" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_id" integer NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "erp_code" text;--> statement-breakpoint
ALTER TABLE "api_idempotency" ADD CONSTRAINT "api_idempotency_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_acks" ADD CONSTRAINT "order_acks_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_acks" ADD CONSTRAINT "order_acks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_feed" ADD CONSTRAINT "order_feed_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD CONSTRAINT "webhook_attempts_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."webhook_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_webhook_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."webhook_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_subscriptions" ADD CONSTRAINT "webhook_subscriptions_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_feed_seq_idx" ON "order_feed" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_once_idx" ON "webhook_deliveries" USING btree ("event_id","subscription_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries" USING btree ("subscription_id","ordering_key","id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_dedupe_idx" ON "webhook_events" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_erp_code_idx" ON "goods" USING btree ("erp_code");--> statement-breakpoint
-- Orders change feed (issue 28): every insert/update of an order moves it to the end of the feed. Writers hold a
-- shared advisory lock until they commit; a reader takes it exclusively for a moment (src/server/integration/order-feed.ts).
CREATE SEQUENCE "order_feed_seq";--> statement-breakpoint
CREATE FUNCTION "yc_order_feed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(2028001);
  INSERT INTO "order_feed" ("order_id", "seq") VALUES (NEW."id", nextval('order_feed_seq'))
  ON CONFLICT ("order_id") DO UPDATE SET "seq" = excluded."seq";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_feed" AFTER INSERT OR UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION "yc_order_feed"();--> statement-breakpoint
INSERT INTO "order_feed" ("order_id", "seq") SELECT "id", nextval('order_feed_seq') FROM (SELECT "id" FROM "orders" ORDER BY "id") o;--> statement-breakpoint
-- Webhook outbox: an event and its deliveries (one per live subscription to it) in the transaction of the change.
CREATE FUNCTION "yc_webhook_emit"(p_event text, p_key text, p_payload jsonb, p_dedupe text DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
DECLARE ev bigint;
BEGIN
  INSERT INTO "webhook_events" ("event", "ordering_key", "dedupe_key", "payload") VALUES (p_event, p_key, p_dedupe, p_payload)
  ON CONFLICT ("dedupe_key") DO NOTHING RETURNING "id" INTO ev;
  IF ev IS NULL THEN RETURN; END IF;
  INSERT INTO "webhook_deliveries" ("event_id", "subscription_id", "ordering_key")
  SELECT ev, s."id", p_key FROM "webhook_subscriptions" s JOIN "api_keys" k ON k."id" = s."key_id"
  WHERE s."disabled_at" IS NULL AND k."revoked_at" IS NULL AND p_event = ANY (s."events") ORDER BY s."id";
END $$;--> statement-breakpoint
CREATE FUNCTION "yc_order_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ev text;
BEGIN
  IF TG_OP = 'INSERT' THEN ev := 'order.created';
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
    ev := CASE NEW."status" WHEN 'paid' THEN 'order.paid' WHEN 'cancelled' THEN 'order.cancelled' WHEN 'completed' THEN 'order.delivered' END;
  END IF;
  IF ev IS NOT NULL THEN
    PERFORM "yc_webhook_emit"(ev, 'order:' || NEW."id", jsonb_build_object('order_id', NEW."id", 'order_no', NEW."order_no", 'status', NEW."status", 'store_id', NEW."store_id", 'payable_amount', NEW."payable_amount"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_webhooks" AFTER INSERT OR UPDATE OF "status" ON "orders" FOR EACH ROW EXECUTE FUNCTION "yc_order_events"();--> statement-breakpoint
CREATE FUNCTION "yc_return_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ev text;
BEGIN
  IF TG_OP = 'INSERT' THEN ev := 'return.requested';
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" AND NEW."status" = 'approved' THEN ev := 'return.approved';
  END IF;
  IF ev IS NOT NULL THEN
    PERFORM "yc_webhook_emit"(ev, 'order:' || NEW."order_id", jsonb_build_object('return_id', NEW."id", 'return_no', NEW."return_no", 'order_id', NEW."order_id", 'status', NEW."status", 'refund_amount', NEW."refund_amount"));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_returns_webhooks" AFTER INSERT OR UPDATE OF "status" ON "order_returns" FOR EACH ROW EXECUTE FUNCTION "yc_return_events"();--> statement-breakpoint
CREATE FUNCTION "yc_member_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "yc_webhook_emit"('member.registered', 'member:' || NEW."id", jsonb_build_object('member_id', NEW."id", 'username', NEW."username"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "members_webhooks" AFTER INSERT ON "members" FOR EACH ROW EXECUTE FUNCTION "yc_member_events"();
