CREATE TABLE "vip_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"img" text NOT NULL,
	"recharge" bigint NOT NULL
);
