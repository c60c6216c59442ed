-- One odds table per game: an existing family table is copied to each of its games, so older databases keep their odds and each region's can now differ.
DROP INDEX "lottery_odds_family_index";--> statement-breakpoint
ALTER TABLE "lottery_odds" ADD COLUMN "game" text;--> statement-breakpoint
INSERT INTO "lottery_odds" ("game", "family", "index", "top", "prop", "odd", "min", "max")
  SELECT g."game", o."family", o."index", o."top", o."prop", o."odd", o."min", o."max"
  FROM "lottery_odds" o
  JOIN (VALUES ('hkmarksix', 'marksix'), ('ammarksix', 'marksix'), ('newammarksix', 'marksix'),
    ('twnmarksix', 'marksix'), ('sgnmarksix', 'marksix'), ('gallopingmarksix', 'marksix'),
    ('pk10', 'racing'), ('airship', 'racing')) AS g("game", "family") ON g."family" = o."family"
  WHERE o."game" IS NULL;--> statement-breakpoint
DELETE FROM "lottery_odds" WHERE "game" IS NULL;--> statement-breakpoint
ALTER TABLE "lottery_odds" ALTER COLUMN "game" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_odds_game_index" ON "lottery_odds" USING btree ("game","index");
