CREATE TABLE "kencleng_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"opened_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"photo" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"counted_by" integer NOT NULL,
	"counted_by_name" text NOT NULL,
	"confirmed_by" integer,
	"confirmed_by_name" text,
	"confirmed_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kencleng_openings_two_witnesses" CHECK ("kencleng_openings"."confirmed_by" is null or "kencleng_openings"."confirmed_by" <> "kencleng_openings"."counted_by"),
	CONSTRAINT "kencleng_openings_amount" CHECK ("kencleng_openings"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "kencleng_openings" ADD CONSTRAINT "kencleng_openings_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kencleng_openings" ADD CONSTRAINT "kencleng_openings_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kencleng_openings" ADD CONSTRAINT "kencleng_openings_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kencleng_openings" ADD CONSTRAINT "kencleng_openings_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kencleng_openings" ADD CONSTRAINT "kencleng_openings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kencleng_openings_masjid_idx" ON "kencleng_openings" USING btree ("masjid_id","opened_on");