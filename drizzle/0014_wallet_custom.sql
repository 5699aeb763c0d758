-- The member-centre ledgers are append-only, like wallet_entries (0005_orders).
CREATE TRIGGER "points_entries_append_only" BEFORE UPDATE OR DELETE ON "points_entries" FOR EACH ROW EXECUTE FUNCTION "yc_append_only"();--> statement-breakpoint
CREATE TRIGGER "voucher_entries_append_only" BEFORE UPDATE OR DELETE ON "voucher_entries" FOR EACH ROW EXECUTE FUNCTION "yc_append_only"();
