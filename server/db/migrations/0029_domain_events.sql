CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"handled_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"user_id" bigint
);
--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("id") WHERE "domain_events"."handled_at" is null;