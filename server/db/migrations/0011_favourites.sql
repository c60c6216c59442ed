CREATE TABLE "favourites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"sport" text NOT NULL,
	"name" text NOT NULL,
	"slot" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_slot_range" CHECK ("favourites"."slot" >= 0 and "favourites"."slot" < 50),
	CONSTRAINT "favourites_kind_check" CHECK ("favourites"."kind" in ('team', 'league'))
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_item" ON "favourites" USING btree ("user_id","kind","sport","name");--> statement-breakpoint
CREATE UNIQUE INDEX "favourites_user_slot" ON "favourites" USING btree ("user_id","slot");