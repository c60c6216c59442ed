ALTER TABLE "sandbox_studio_rounds" ADD COLUMN "client_seed" text;--> statement-breakpoint
-- Rounds played before the column: the pair's client seed is the best that is known of them.
UPDATE "sandbox_studio_rounds" AS r SET "client_seed" = s."client_seed" FROM "sandbox_studio_seeds" AS s WHERE r."seed_id" = s."id" AND r."client_seed" IS NULL;
