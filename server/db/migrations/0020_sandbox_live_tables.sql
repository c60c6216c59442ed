CREATE TABLE "sandbox_live_bets" (
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
	CONSTRAINT "sandbox_live_bets_bet_id_unique" UNIQUE("bet_id"),
	CONSTRAINT "sandbox_live_bets_status_check" CHECK ("sandbox_live_bets"."status" in ('debiting', 'placed', 'refused', 'crediting', 'won', 'lost', 'refunding', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_live_rounds" (
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
	CONSTRAINT "sandbox_live_rounds_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "sandbox_live_rounds_phase_check" CHECK ("sandbox_live_rounds"."phase" in ('betting', 'dealing', 'result', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_live_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_live_bets_key_idx" ON "sandbox_live_bets" USING btree ("round_id","player_id","key");--> statement-breakpoint
CREATE INDEX "sandbox_live_bets_player_idx" ON "sandbox_live_bets" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "sandbox_live_bets_status_idx" ON "sandbox_live_bets" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_live_rounds_number_idx" ON "sandbox_live_rounds" USING btree ("table_id","number");--> statement-breakpoint
CREATE INDEX "sandbox_live_rounds_phase_idx" ON "sandbox_live_rounds" USING btree ("phase");