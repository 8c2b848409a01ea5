CREATE TABLE "mosque_wall_flash" (
	"masjid_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mosque_wall_janazah" (
	"masjid_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"after_prayer" text,
	"time" text,
	"date" date NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mosque_wall_janazah_when" CHECK (("mosque_wall_janazah"."after_prayer" is null) <> ("mosque_wall_janazah"."time" is null))
);
--> statement-breakpoint
CREATE TABLE "mosque_wall_posters" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"image" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mosque_wall_posters_dates" CHECK ("mosque_wall_posters"."ends_on" >= "mosque_wall_posters"."starts_on"),
	CONSTRAINT "mosque_wall_posters_kind" CHECK ("mosque_wall_posters"."kind" in ('text', 'image'))
);
--> statement-breakpoint
CREATE TABLE "mosque_wall_settings" (
	"masjid_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mosque_wall_flash" ADD CONSTRAINT "mosque_wall_flash_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_wall_janazah" ADD CONSTRAINT "mosque_wall_janazah_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_wall_posters" ADD CONSTRAINT "mosque_wall_posters_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_wall_settings" ADD CONSTRAINT "mosque_wall_settings_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mosque_wall_posters_masjid_idx" ON "mosque_wall_posters" USING btree ("masjid_id","ends_on");