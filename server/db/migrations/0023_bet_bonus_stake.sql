ALTER TABLE "cricket_bets" ADD COLUMN "bonus_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD COLUMN "bonus_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "bonus_stake" bigint DEFAULT 0 NOT NULL;