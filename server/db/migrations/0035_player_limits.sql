-- Safer gambling (issue 30): the limits a player sets on themself and what each period has used,
-- claimed by the transaction that moves the money; a deposit order keeps what it claimed.
CREATE TABLE "player_limit_usage" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"window_start" date NOT NULL,
	"used" bigint NOT NULL,
	"cap" bigint,
	CONSTRAINT "player_limit_usage_user_id_kind_period_window_start_pk" PRIMARY KEY("user_id","kind","period","window_start")
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending_amount" bigint,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"effective_at" timestamp with time zone,
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_user_id_kind_period_pk" PRIMARY KEY("user_id","kind","period"),
	CONSTRAINT "player_limits_kind" CHECK ("player_limits"."kind" in ('deposit', 'loss', 'wager', 'session')),
	CONSTRAINT "player_limits_period" CHECK ("player_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "player_limits_amount" CHECK ("player_limits"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "limit_claims" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "player_limit_usage" ADD CONSTRAINT "player_limit_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;