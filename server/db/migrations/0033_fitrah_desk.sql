CREATE TABLE "fitrah_desk_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"season" text NOT NULL,
	"nama" text NOT NULL,
	"jiwa" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"rice_grams" integer DEFAULT 0 NOT NULL,
	"rice_ml" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"shift_id" integer,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	CONSTRAINT "fitrah_desk_entries_jiwa" CHECK ("fitrah_desk_entries"."jiwa" between 1 and 50),
	CONSTRAINT "fitrah_desk_entries_kind" CHECK ("fitrah_desk_entries"."kind" in ('uang', 'beras')),
	CONSTRAINT "fitrah_desk_entries_measure" CHECK ("fitrah_desk_entries"."amount" >= 0 and "fitrah_desk_entries"."rice_grams" >= 0 and "fitrah_desk_entries"."rice_ml" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fitrah_desk_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"season" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"entries" integer NOT NULL,
	"recorded_jiwa" integer NOT NULL,
	"recorded_cash" bigint NOT NULL,
	"recorded_rice_grams" integer NOT NULL,
	"recorded_rice_ml" integer NOT NULL,
	"counted_cash" bigint NOT NULL,
	"counted_rice_grams" integer NOT NULL,
	"counted_rice_ml" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"counted_by" integer NOT NULL,
	"counted_by_name" text NOT NULL,
	"confirmed_by" integer,
	"confirmed_by_name" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fitrah_desk_shifts_two_witnesses" CHECK ("fitrah_desk_shifts"."confirmed_by" is null or "fitrah_desk_shifts"."confirmed_by" <> "fitrah_desk_shifts"."counted_by"),
	CONSTRAINT "fitrah_desk_shifts_counted" CHECK ("fitrah_desk_shifts"."counted_cash" >= 0 and "fitrah_desk_shifts"."counted_rice_grams" >= 0 and "fitrah_desk_shifts"."counted_rice_ml" >= 0)
);
--> statement-breakpoint
ALTER TABLE "fitrah_desk_entries" ADD CONSTRAINT "fitrah_desk_entries_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitrah_desk_entries" ADD CONSTRAINT "fitrah_desk_entries_shift_id_fitrah_desk_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."fitrah_desk_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitrah_desk_entries" ADD CONSTRAINT "fitrah_desk_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitrah_desk_entries" ADD CONSTRAINT "fitrah_desk_entries_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitrah_desk_shifts" ADD CONSTRAINT "fitrah_desk_shifts_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitrah_desk_shifts" ADD CONSTRAINT "fitrah_desk_shifts_counted_by_users_id_fk" FOREIGN KEY ("counted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitrah_desk_shifts" ADD CONSTRAINT "fitrah_desk_shifts_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fitrah_desk_entries_client_uq" ON "fitrah_desk_entries" USING btree ("masjid_id","client_id");--> statement-breakpoint
CREATE INDEX "fitrah_desk_entries_season_idx" ON "fitrah_desk_entries" USING btree ("masjid_id","season");--> statement-breakpoint
CREATE INDEX "fitrah_desk_shifts_masjid_idx" ON "fitrah_desk_shifts" USING btree ("masjid_id","season");