-- Nearly static rows every bet reads (server/db/reference.ts) are cached in each server process.
-- Whatever changes them (an operator's route, a migration, a test's SQL) tells every process at
-- once, from the committing transaction: a change to the currencies, games or game_limits table
-- names the table; a player's new currency names the player.
CREATE FUNCTION "reference_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reference_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "currencies_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "currencies"
  FOR EACH STATEMENT EXECUTE FUNCTION "reference_changed"();
--> statement-breakpoint
CREATE TRIGGER "games_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games"
  FOR EACH STATEMENT EXECUTE FUNCTION "reference_changed"();
--> statement-breakpoint
CREATE TRIGGER "game_limits_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_limits"
  FOR EACH STATEMENT EXECUTE FUNCTION "reference_changed"();
--> statement-breakpoint
CREATE FUNCTION "player_currency_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reference_changed', 'users:' || NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_currency_changed" AFTER UPDATE OF "currency" ON "users"
  FOR EACH ROW WHEN (OLD."currency" IS DISTINCT FROM NEW."currency")
  EXECUTE FUNCTION "player_currency_changed"();
