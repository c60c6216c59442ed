CREATE TABLE "cricket_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"picks" jsonb NOT NULL,
	"currency" text NOT NULL,
	"exchange" numeric(24, 8) NOT NULL,
	"stake" bigint NOT NULL,
	"shown_stake" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"payout" bigint,
	"shown_payout" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "cricket_bets_bet_no_unique" UNIQUE("bet_no")
);
--> statement-breakpoint
CREATE TABLE "cricket_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"feed_key" text NOT NULL,
	"code" text NOT NULL,
	"league" text NOT NULL,
	"balls" smallint NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"model" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"markets" jsonb NOT NULL,
	"odds_version" integer DEFAULT 1 NOT NULL,
	"result" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cricket_matches_feed_key_unique" UNIQUE("feed_key")
);
--> statement-breakpoint
ALTER TABLE "cricket_bets" ADD CONSTRAINT "cricket_bets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cricket_bets_user" ON "cricket_bets" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "cricket_bets_status" ON "cricket_bets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "cricket_matches_status_kickoff" ON "cricket_matches" USING btree ("status","kickoff");