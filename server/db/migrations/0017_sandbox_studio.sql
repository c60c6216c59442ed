CREATE TABLE "sandbox_studio_rounds" (
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
	"nonce" integer,
	"params" jsonb NOT NULL,
	"state" jsonb,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome" jsonb,
	"refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_studio_rounds_round_id_unique" UNIQUE("round_id"),
	CONSTRAINT "sandbox_studio_rounds_status_check" CHECK ("sandbox_studio_rounds"."status" in ('debiting', 'open', 'crediting', 'settled', 'refused', 'rolled_back'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_studio_seeds" (
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
ALTER TABLE "sandbox_studio_rounds" ADD CONSTRAINT "sandbox_studio_rounds_seed_id_sandbox_studio_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."sandbox_studio_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_studio_rounds_player_idx" ON "sandbox_studio_rounds" USING btree ("provider","player_id","id");--> statement-breakpoint
CREATE INDEX "sandbox_studio_rounds_pending_idx" ON "sandbox_studio_rounds" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_studio_seeds_active_idx" ON "sandbox_studio_seeds" USING btree ("provider","player_id") WHERE "sandbox_studio_seeds"."revealed_at" is null;