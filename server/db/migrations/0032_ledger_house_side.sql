CREATE TABLE "ledger_house_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_house_pending_account_idx" ON "ledger_house_pending" USING btree ("account_id");--> statement-breakpoint
-- Every account's balance as of one snapshot: a player's is its row's, a house account's its row's
-- plus the movements the rollup has not moved into it yet (server/modules/ledger/rollup.ts).
CREATE VIEW "ledger_balances" AS
SELECT a."id", a."key", a."kind", a."user_id", a."currency",
  (a."balance" + coalesce(p."amount", 0))::numeric AS "balance"
FROM "ledger_accounts" a
LEFT JOIN (SELECT "account_id", sum("amount") AS "amount" FROM "ledger_house_pending" GROUP BY "account_id") p
  ON p."account_id" = a."id";
