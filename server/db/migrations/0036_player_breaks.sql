-- Time-outs and self-exclusions (issue 30): each as taken, and the end in force on the player.
CREATE TABLE "player_exclusions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_exclusions_kind" CHECK ("player_exclusions"."kind" in ('timeout', 'self_exclusion'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "excluded_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exclusion_kind" text;--> statement-breakpoint
ALTER TABLE "player_exclusions" ADD CONSTRAINT "player_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_exclusions_user_idx" ON "player_exclusions" USING btree ("user_id","starts_at");