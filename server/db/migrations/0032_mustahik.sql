CREATE TABLE "fitrah_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"mustahik_id" integer NOT NULL,
	"season" integer NOT NULL,
	"rice_grams" integer NOT NULL,
	"money" bigint NOT NULL,
	"handed_by" integer NOT NULL,
	"handed_by_name" text NOT NULL,
	"confirmed_by" integer,
	"confirmed_by_name" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitrah_handovers_two_witnesses" CHECK ("fitrah_handovers"."confirmed_by" is null or "fitrah_handovers"."confirmed_by" <> "fitrah_handovers"."handed_by"),
	CONSTRAINT "fitrah_handovers_bounds_ck" CHECK ("fitrah_handovers"."rice_grams" between 0 and 100000 and "fitrah_handovers"."money" between 0 and 10000000 and "fitrah_handovers"."rice_grams" + "fitrah_handovers"."money" > 0)
);
--> statement-breakpoint
CREATE TABLE "fitrah_plans" (
	"mustahik_id" integer NOT NULL,
	"season" integer NOT NULL,
	"rice_grams" integer NOT NULL,
	"money" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitrah_plans_mustahik_id_season_pk" PRIMARY KEY("mustahik_id","season"),
	CONSTRAINT "fitrah_plans_bounds_ck" CHECK ("fitrah_plans"."rice_grams" between 0 and 100000 and "fitrah_plans"."money" between 0 and 10000000)
);
--> statement-breakpoint
CREATE TABLE "fitrah_seasons" (
	"masjid_id" integer NOT NULL,
	"season" integer NOT NULL,
	"eid_at" timestamp with time zone,
	"amil_tenths" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fitrah_seasons_masjid_id_season_pk" PRIMARY KEY("masjid_id","season"),
	CONSTRAINT "fitrah_seasons_amil_ck" CHECK ("fitrah_seasons"."amil_tenths" between 0 and 125)
);
--> statement-breakpoint
CREATE TABLE "mustahik" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"name" text NOT NULL,
	"asnaf" text NOT NULL,
	"household_size" integer NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"nik" text,
	"phone" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "mustahik_asnaf_ck" CHECK ("mustahik"."asnaf" in ('fakir', 'miskin', 'amil', 'mualaf', 'riqab', 'gharim', 'fisabilillah', 'ibnu_sabil')),
	CONSTRAINT "mustahik_household_ck" CHECK ("mustahik"."household_size" between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "fitrah_handovers" ADD CONSTRAINT "fitrah_handovers_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitrah_handovers" ADD CONSTRAINT "fitrah_handovers_mustahik_id_mustahik_id_fk" FOREIGN KEY ("mustahik_id") REFERENCES "public"."mustahik"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitrah_handovers" ADD CONSTRAINT "fitrah_handovers_handed_by_users_id_fk" FOREIGN KEY ("handed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitrah_handovers" ADD CONSTRAINT "fitrah_handovers_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitrah_plans" ADD CONSTRAINT "fitrah_plans_mustahik_id_mustahik_id_fk" FOREIGN KEY ("mustahik_id") REFERENCES "public"."mustahik"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitrah_seasons" ADD CONSTRAINT "fitrah_seasons_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mustahik" ADD CONSTRAINT "mustahik_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mustahik" ADD CONSTRAINT "mustahik_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fitrah_handovers_once_idx" ON "fitrah_handovers" USING btree ("mustahik_id","season");--> statement-breakpoint
CREATE INDEX "fitrah_handovers_masjid_idx" ON "fitrah_handovers" USING btree ("masjid_id","season");--> statement-breakpoint
CREATE INDEX "mustahik_masjid_idx" ON "mustahik" USING btree ("masjid_id");