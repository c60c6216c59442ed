-- The studio's tables. IF NOT EXISTS: on a database the site once kept them on, the site's migration
-- 0030 moved them here with their rows under these very names, and they are kept as they are.
CREATE SCHEMA IF NOT EXISTS "studio";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "studio"."live_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" text NOT NULL,
	"round_id" text NOT NULL,
	"table_id" text NOT NULL,
	"player_id" text NOT NULL,
	"key" text NOT NULL,
	"token" text NOT NULL,
	"currency" text NOT NULL,
	"spots" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint,
	"status" text NOT NULL,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "live_bets_bet_id_unique" UNIQUE("bet_id"),
	CONSTRAINT "live_bets_status_check" CHECK ("studio"."live_bets"."status" in ('debiting', 'placed', 'refused', 'crediting', 'won', 'lost', 'refunding', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "studio"."live_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"table_id" text NOT NULL,
	"number" integer NOT NULL,
	"phase" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"outcome" jsonb,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"deal_ends_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "live_rounds_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "live_rounds_phase_check" CHECK ("studio"."live_rounds"."phase" in ('betting', 'dealing', 'result', 'voided'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "studio"."live_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "studio"."rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"provider" text NOT NULL,
	"game_id" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" text NOT NULL,
	"token" text NOT NULL,
	"currency" text NOT NULL,
	"bet" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"seed_id" bigint,
	"client_seed" text,
	"nonce" integer,
	"params" jsonb NOT NULL,
	"state" jsonb,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" jsonb,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "rounds_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "rounds_status_check" CHECK ("studio"."rounds"."status" in ('debiting', 'open', 'crediting', 'settled', 'refused', 'rolled_back'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "studio"."seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"player_id" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "studio"."transfer_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"provider" text,
	"user_id" bigint,
	"round_id" text,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_orders_kind_check" CHECK ("studio"."transfer_orders"."kind" in ('in', 'out', 'bet', 'win', 'refund', 'void')),
	CONSTRAINT "transfer_orders_status_check" CHECK ("studio"."transfer_orders"."status" in ('applied', 'void'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "studio"."transfer_wallets" (
	"provider" text NOT NULL,
	"user_id" bigint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_wallets_balance_check" CHECK ("studio"."transfer_wallets"."balance" >= 0)
);
--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conname = 'rounds_seed_id_seeds_id_fk') THEN
    ALTER TABLE "studio"."rounds" ADD CONSTRAINT "rounds_seed_id_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "studio"."seeds"("id") ON DELETE no action ON UPDATE no action;
  END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "live_bets_key_idx" ON "studio"."live_bets" USING btree ("round_id","player_id","key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "live_bets_player_idx" ON "studio"."live_bets" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "live_bets_status_idx" ON "studio"."live_bets" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "live_rounds_number_idx" ON "studio"."live_rounds" USING btree ("table_id","number");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "live_rounds_phase_idx" ON "studio"."live_rounds" USING btree ("phase");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rounds_player_idx" ON "studio"."rounds" USING btree ("provider","player_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rounds_pending_idx" ON "studio"."rounds" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "seeds_active_idx" ON "studio"."seeds" USING btree ("provider","player_id") WHERE "studio"."seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transfer_orders_wallet_idx" ON "studio"."transfer_orders" USING btree ("provider","user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transfer_orders_round_idx" ON "studio"."transfer_orders" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "transfer_orders_seq_idx" ON "studio"."transfer_orders" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "transfer_wallets_idx" ON "studio"."transfer_wallets" USING btree ("provider","user_id");