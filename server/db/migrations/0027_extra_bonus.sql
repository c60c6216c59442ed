ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_kind_check";--> statement-breakpoint
ALTER TABLE "cricket_bets" ADD COLUMN "extra_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD COLUMN "extra_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "extra_bonus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_kind_check" CHECK ("campaigns"."kind" in ('check_in', 'first_deposit', 'deposit', 'lottery_task', 'vip_level', 'referral', 'extra_bonus'));