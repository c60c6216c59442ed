CREATE TABLE "game_record_cursors" (
	"provider" text PRIMARY KEY NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "currency" text DEFAULT 'USDT' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_transfer_orders" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_transfer_orders_seq_idx" ON "sandbox_transfer_orders" USING btree ("seq");