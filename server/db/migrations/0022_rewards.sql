CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"claim_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"weights" jsonb NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_claim_id_unique" UNIQUE("claim_id"),
	CONSTRAINT "bonuses_status_check" CHECK ("bonuses"."status" in ('open', 'converted', 'expired', 'forfeited'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"rules" jsonb NOT NULL,
	"payout" text NOT NULL,
	"wager_multiple" integer DEFAULT 0 NOT NULL,
	"weights" jsonb NOT NULL,
	"claim_days" integer NOT NULL,
	"wager_days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_kind_check" CHECK ("campaigns"."kind" in ('check_in', 'first_deposit', 'deposit', 'lottery_task', 'vip_level', 'referral')),
	CONSTRAINT "campaigns_payout_check" CHECK ("campaigns"."payout" in ('bonus', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"day" text NOT NULL,
	"cycle_day" smallint NOT NULL,
	"streak" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" smallint NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"target" bigint DEFAULT 0 NOT NULL,
	"eligible_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_claims_status_check" CHECK ("reward_claims"."status" in (0, 1, 2, 3))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_player_non_negative";--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_claim_id_reward_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."reward_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonuses_user_idx" ON "bonuses" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_day_unique" ON "check_ins" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_source_unique" ON "reward_claims" USING btree ("campaign_id","user_id","source");--> statement-breakpoint
CREATE INDEX "reward_claims_user_idx" ON "reward_claims" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_player_non_negative" CHECK ("ledger_accounts"."kind" not in ('player', 'player_bonus') or "ledger_accounts"."balance" >= 0);