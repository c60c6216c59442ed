-- A Mark Six or racing ticket reads its game's odds table (lottery_odds) on every placement: it is
-- cached with the other reference tables (server/db/reference.ts), so a change to it, whoever
-- makes it, tells every process from the committing transaction.
CREATE TRIGGER "lottery_odds_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lottery_odds"
  FOR EACH STATEMENT EXECUTE FUNCTION "reference_changed"();
