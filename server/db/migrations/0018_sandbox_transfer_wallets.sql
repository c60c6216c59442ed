CREATE TABLE "sandbox_transfer_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"provider" text,
	"user_id" bigint,
	"round_id" text,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transfer_orders_kind_check" CHECK ("sandbox_transfer_orders"."kind" in ('in', 'out', 'bet', 'win', 'refund', 'void')),
	CONSTRAINT "sandbox_transfer_orders_status_check" CHECK ("sandbox_transfer_orders"."status" in ('applied', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_transfer_wallets" (
	"provider" text NOT NULL,
	"user_id" bigint NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_transfer_wallets_balance_check" CHECK ("sandbox_transfer_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE INDEX "sandbox_transfer_orders_wallet_idx" ON "sandbox_transfer_orders" USING btree ("provider","user_id");--> statement-breakpoint
CREATE INDEX "sandbox_transfer_orders_round_idx" ON "sandbox_transfer_orders" USING btree ("round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_transfer_wallets_idx" ON "sandbox_transfer_wallets" USING btree ("provider","user_id");