ALTER TABLE "cricket_matches" ADD COLUMN "suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "suspended" boolean DEFAULT false NOT NULL;