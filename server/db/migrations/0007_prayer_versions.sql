CREATE TABLE "prayer_versions" (
	"program_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
