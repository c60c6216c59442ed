CREATE TABLE "draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"match_id" text NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"close_at" timestamp with time zone NOT NULL,
	"seed_hash" text NOT NULL,
	"seed" text NOT NULL,
	"result" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"game" text NOT NULL,
	"ticket" text NOT NULL,
	"bet" jsonb NOT NULL,
	"odds_index" integer NOT NULL,
	"odds" numeric(10, 3) NOT NULL,
	"amount" bigint NOT NULL,
	"count" integer NOT NULL,
	"stake" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"outcome" text,
	"payout" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_odds" (
	"family" text NOT NULL,
	"index" integer NOT NULL,
	"top" text NOT NULL,
	"prop" text NOT NULL,
	"odd" numeric(10, 3) NOT NULL,
	"min" numeric(24, 6) NOT NULL,
	"max" numeric(24, 6) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draws_game_match" ON "draws" USING btree ("game","match_id");--> statement-breakpoint
CREATE INDEX "draws_game_time" ON "draws" USING btree ("game","draw_at");--> statement-breakpoint
CREATE INDEX "lottery_bets_draw" ON "lottery_bets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_bets_user" ON "lottery_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_odds_family_index" ON "lottery_odds" USING btree ("family","index");