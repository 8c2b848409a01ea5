CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"masjid_id" integer,
	"before" jsonb,
	"after" jsonb,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"amount" bigint NOT NULL,
	"entry_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"corrects_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hidden_prayers" (
	"donation_id" integer PRIMARY KEY NOT NULL,
	"hidden_by" integer,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mosque_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"speaker" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"repeat" text DEFAULT 'none' NOT NULL,
	"until_date" date,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mosque_staff" (
	"user_id" integer NOT NULL,
	"masjid_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mosque_staff_user_id_masjid_id_pk" PRIMARY KEY("user_id","masjid_id")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "stepped_up_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_entries" ADD CONSTRAINT "finance_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_prayers" ADD CONSTRAINT "hidden_prayers_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_prayers" ADD CONSTRAINT "hidden_prayers_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_activities" ADD CONSTRAINT "mosque_activities_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_staff" ADD CONSTRAINT "mosque_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_staff" ADD CONSTRAINT "mosque_staff_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_masjid_idx" ON "audit_log" USING btree ("masjid_id");--> statement-breakpoint
CREATE INDEX "finance_entries_masjid_date_idx" ON "finance_entries" USING btree ("masjid_id","entry_date");--> statement-breakpoint
CREATE INDEX "mosque_activities_masjid_idx" ON "mosque_activities" USING btree ("masjid_id");--> statement-breakpoint
CREATE INDEX "mosque_staff_masjid_idx" ON "mosque_staff" USING btree ("masjid_id");