CREATE TABLE "qurban_animals" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"season" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"share_price" bigint NOT NULL,
	"shares" integer NOT NULL,
	"shares_taken" integer DEFAULT 0 NOT NULL,
	"slaughtered_at" timestamp with time zone,
	"slaughter_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qurban_animals_kind_ck" CHECK ("qurban_animals"."kind" in ('kambing', 'domba', 'sapi')),
	CONSTRAINT "qurban_animals_shares_ck" CHECK ("qurban_animals"."shares" = case when "qurban_animals"."kind" = 'sapi' then 7 else 1 end),
	CONSTRAINT "qurban_animals_taken_ck" CHECK ("qurban_animals"."shares_taken" >= 0 and "qurban_animals"."shares_taken" <= "qurban_animals"."shares"),
	CONSTRAINT "qurban_animals_price_ck" CHECK ("qurban_animals"."share_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "qurban_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"animal_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"atas_nama" text NOT NULL,
	"payment" text DEFAULT 'belum_dibayar' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qurban_animals" ADD CONSTRAINT "qurban_animals_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qurban_bookings" ADD CONSTRAINT "qurban_bookings_animal_id_qurban_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."qurban_animals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qurban_bookings" ADD CONSTRAINT "qurban_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qurban_animals_masjid_idx" ON "qurban_animals" USING btree ("masjid_id","season");--> statement-breakpoint
CREATE INDEX "qurban_bookings_animal_idx" ON "qurban_bookings" USING btree ("animal_id");--> statement-breakpoint
CREATE INDEX "qurban_bookings_user_idx" ON "qurban_bookings" USING btree ("user_id");