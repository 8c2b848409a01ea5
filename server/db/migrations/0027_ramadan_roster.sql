CREATE TABLE "mosque_roster_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"date" date NOT NULL,
	"role" text NOT NULL,
	"name" text,
	"volunteer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mosque_roster_slots_role_ck" CHECK ("mosque_roster_slots"."role" in ('imam_tarawih', 'kultum_tarawih', 'kuliah_subuh', 'takjil')),
	CONSTRAINT "mosque_roster_slots_one_holder_ck" CHECK ("mosque_roster_slots"."name" is null or "mosque_roster_slots"."volunteer_id" is null)
);
--> statement-breakpoint
ALTER TABLE "mosque_roster_slots" ADD CONSTRAINT "mosque_roster_slots_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_roster_slots" ADD CONSTRAINT "mosque_roster_slots_volunteer_id_users_id_fk" FOREIGN KEY ("volunteer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mosque_roster_slots_masjid_idx" ON "mosque_roster_slots" USING btree ("masjid_id","date");--> statement-breakpoint
CREATE INDEX "mosque_roster_slots_volunteer_idx" ON "mosque_roster_slots" USING btree ("volunteer_id");