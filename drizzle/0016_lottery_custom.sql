-- Every draw is recorded for good: lottery_draws is append-only like wallet_entries.
CREATE TRIGGER "lottery_draws_append_only" BEFORE UPDATE OR DELETE ON "lottery_draws" FOR EACH ROW EXECUTE FUNCTION "yc_append_only"();
