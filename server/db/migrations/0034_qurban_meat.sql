CREATE TABLE "qurban_meat_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"season" text NOT NULL,
	"label" text NOT NULL,
	"category" text NOT NULL,
	"packages" integer NOT NULL,
	"grams" integer NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_by_name" text NOT NULL,
	"confirmed_by" integer,
	"confirmed_by_name" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qurban_meat_handovers_two_witnesses" CHECK ("qurban_meat_handovers"."confirmed_by" is null or "qurban_meat_handovers"."confirmed_by" <> "qurban_meat_handovers"."recorded_by"),
	CONSTRAINT "qurban_meat_handovers_category_ck" CHECK ("qurban_meat_handovers"."category" in ('warga', 'dhuafa', 'shohibul_qurban', 'lembaga')),
	CONSTRAINT "qurban_meat_handovers_bounds_ck" CHECK ("qurban_meat_handovers"."packages" between 1 and 5000 and "qurban_meat_handovers"."grams" between 100 and 5000000 and char_length("qurban_meat_handovers"."label") between 2 and 80)
);
--> statement-breakpoint
ALTER TABLE "qurban_meat_handovers" ADD CONSTRAINT "qurban_meat_handovers_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qurban_meat_handovers" ADD CONSTRAINT "qurban_meat_handovers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qurban_meat_handovers" ADD CONSTRAINT "qurban_meat_handovers_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qurban_meat_handovers_masjid_idx" ON "qurban_meat_handovers" USING btree ("masjid_id","season");