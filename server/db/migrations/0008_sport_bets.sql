CREATE TABLE "game_limits" (
	"game" text PRIMARY KEY NOT NULL,
	"min_bet" numeric(24, 6) NOT NULL,
	"max_bet" numeric(24, 6) NOT NULL,
	"min_multiple" integer NOT NULL,
	"max_multiple" integer NOT NULL,
	"min_bonus" numeric(24, 6) NOT NULL,
	"max_bonus" numeric(24, 6) NOT NULL,
	"min_bet_game_type" numeric(24, 6) NOT NULL,
	"max_bet_game_type" numeric(24, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"game" text NOT NULL,
	"selections" jsonb NOT NULL,
	"strings" jsonb NOT NULL,
	"multiple" integer NOT NULL,
	"combinations" integer NOT NULL,
	"currency" text NOT NULL,
	"exchange" numeric(24, 8) NOT NULL,
	"stake" bigint NOT NULL,
	"max_payout" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"payout" bigint,
	"shown_stake" bigint NOT NULL,
	"shown_payout" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sport_bets_bet_no_unique" UNIQUE("bet_no")
);
--> statement-breakpoint
ALTER TABLE "sport_bets" ADD CONSTRAINT "sport_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sport_bets_user" ON "sport_bets" USING btree ("user_id","game","id");--> statement-breakpoint
CREATE INDEX "sport_bets_status" ON "sport_bets" USING btree ("status");--> statement-breakpoint
INSERT INTO "game_limits" VALUES
  ('soccer', 2, 20000, 1, 5000, 0, 1000000, 2, 50000),
  ('basketball', 2, 20000, 1, 5000, 0, 1000000, 2, 50000),
  ('bd', 2, 20000, 1, 5000, 0, 1000000, 2, 50000),
  ('cricket', 1, 5000, 1, 1, 0, 100000, 1, 20000);
