CREATE TABLE "matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"feed_key" text NOT NULL,
	"game" text NOT NULL,
	"code" text NOT NULL,
	"league" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"kickoff" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"strength" jsonb NOT NULL,
	"markets" jsonb NOT NULL,
	"odds_version" integer DEFAULT 1 NOT NULL,
	"half_home" smallint,
	"half_away" smallint,
	"full_home" smallint,
	"full_away" smallint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_feed_key_unique" UNIQUE("feed_key")
);
--> statement-breakpoint
CREATE INDEX "matches_game_kickoff" ON "matches" USING btree ("game","kickoff");