CREATE TABLE "live_device_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"table_id" text NOT NULL,
	"country" text NOT NULL,
	"ip" "inet" NOT NULL,
	"os" text NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL,
	"fingerprint" text NOT NULL,
	"java_enabled" boolean NOT NULL,
	"language" text NOT NULL,
	"color_depth" integer NOT NULL,
	"screen_height" integer NOT NULL,
	"screen_width" integer NOT NULL,
	"timezone_offset" text NOT NULL,
	"frame_width" integer NOT NULL,
	"frame_height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_device_records" ADD CONSTRAINT "live_device_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_device_records_user_idx" ON "live_device_records" USING btree ("user_id","created_at");