CREATE TABLE "report_rollup" (
	"user_id" bigint NOT NULL,
	"product" text NOT NULL,
	"game" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"decided" integer DEFAULT 0 NOT NULL,
	"decided_lines" integer DEFAULT 0 NOT NULL,
	"stakes" bigint DEFAULT 0 NOT NULL,
	"payouts" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "report_rollup_user_id_bucket_product_game_pk" PRIMARY KEY("user_id","bucket","product","game")
);
--> statement-breakpoint
CREATE INDEX "report_rollup_bucket_idx" ON "report_rollup" USING btree ("bucket");--> statement-breakpoint
-- The rollup starts full: every bet and seamless round decided before it existed, from the bet
-- tables, by the same rule the consumer (server/modules/reports/rollup.ts) follows from now on:
-- count and stake in the quarter hour (UTC) the bet was placed in, payout in the one it was decided
-- in. Buckets are UTC, so no time zone is needed here. Events written before this migration carry
-- no report game and the consumer passes over them: their bets are counted here, once.
INSERT INTO "report_rollup" ("user_id", "product", "game", "bucket", "decided", "decided_lines", "stakes", "payouts")
SELECT "user_id", "product", "game", "bucket", sum("decided"), sum("decided_lines"), sum("stakes"), sum("payouts")
FROM (
  SELECT "user_id", 'sport' AS "product", "game", to_timestamp(floor(extract(epoch FROM "created_at") / 900) * 900) AS "bucket",
    1 AS "decided", 1 AS "decided_lines", "stake" AS "stakes", 0::bigint AS "payouts"
  FROM "sport_bets" WHERE "settled_at" IS NOT NULL
  UNION ALL
  SELECT "user_id", 'sport', "game", to_timestamp(floor(extract(epoch FROM "settled_at") / 900) * 900),
    0, 0, 0, coalesce("payout", 0)
  FROM "sport_bets" WHERE "settled_at" IS NOT NULL
  UNION ALL
  SELECT "user_id", 'cricket', 'cricket', to_timestamp(floor(extract(epoch FROM "created_at") / 900) * 900),
    1, 1, "stake", 0
  FROM "cricket_bets" WHERE "settled_at" IS NOT NULL
  UNION ALL
  SELECT "user_id", 'cricket', 'cricket', to_timestamp(floor(extract(epoch FROM "settled_at") / 900) * 900),
    0, 0, 0, coalesce("payout", 0)
  FROM "cricket_bets" WHERE "settled_at" IS NOT NULL
  UNION ALL
  -- A ticket is one bet, decided with its last line: its first line (by id) carries the count once
  -- all its lines are decided.
  SELECT "user_id", 'lottery', "game", to_timestamp(floor(extract(epoch FROM "created_at") / 900) * 900),
    CASE WHEN "id" = "first_line" AND "whole" THEN 1 ELSE 0 END, 1, "stake", 0
  FROM (
    SELECT "user_id", "game", "created_at", "settled_at", "stake", "id",
      min("id") OVER (PARTITION BY "ticket") AS "first_line",
      bool_and("settled_at" IS NOT NULL) OVER (PARTITION BY "ticket") AS "whole"
    FROM "lottery_bets"
  ) AS "lines"
  WHERE "settled_at" IS NOT NULL
  UNION ALL
  SELECT "user_id", 'lottery', "game", to_timestamp(floor(extract(epoch FROM "settled_at") / 900) * 900),
    0, 0, 0, coalesce("payout", 0)
  FROM "lottery_bets" WHERE "settled_at" IS NOT NULL
  UNION ALL
  -- The seamless studios' rounds (the live casino's among them), as the reports list them.
  SELECT "user_id", 'game', "provider", to_timestamp(floor(extract(epoch FROM "created_at") / 900) * 900),
    1, 1, "bet", 0
  FROM "game_rounds" WHERE "status" <> 'open' AND "provider" IN ('pg', 'tada', 'pg2', 'winfinity')
  UNION ALL
  SELECT "user_id", 'game', "provider", to_timestamp(floor(extract(epoch FROM "closed_at") / 900) * 900),
    0, 0, 0, CASE WHEN "status" = 'settled' THEN "win" ELSE "bet" END
  FROM "game_rounds" WHERE "status" <> 'open' AND "provider" IN ('pg', 'tada', 'pg2', 'winfinity')
) AS "decided_before"
GROUP BY "user_id", "product", "game", "bucket";
