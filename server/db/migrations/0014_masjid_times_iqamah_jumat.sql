CREATE TABLE "mosque_fridays" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"khatib" text NOT NULL,
	"imam" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mosque_special_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"until_date" date,
	"time" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mosque_time_settings" (
	"masjid_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"iqamah" jsonb NOT NULL,
	"quiet_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mosque_fridays" ADD CONSTRAINT "mosque_fridays_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_special_days" ADD CONSTRAINT "mosque_special_days_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_time_settings" ADD CONSTRAINT "mosque_time_settings_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mosque_fridays_masjid_date_idx" ON "mosque_fridays" USING btree ("masjid_id","date");--> statement-breakpoint
CREATE INDEX "mosque_special_days_masjid_date_idx" ON "mosque_special_days" USING btree ("masjid_id","date");