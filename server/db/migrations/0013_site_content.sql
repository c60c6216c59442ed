ALTER TABLE "slideshow" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "slideshow" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slideshow" ADD COLUMN "ends_at" timestamp with time zone;