-- The audit log and stock ledger are append-only (issue 18), like the wallet ledger. (No TRUNCATE trigger: db:seed --reset empties every table.)
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "yc_append_only"();--> statement-breakpoint
CREATE TRIGGER "stock_movements_append_only" BEFORE UPDATE OR DELETE ON "stock_movements" FOR EACH ROW EXECUTE FUNCTION "yc_append_only"();
