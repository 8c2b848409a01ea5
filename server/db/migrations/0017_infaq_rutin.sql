CREATE TABLE "routine_donations" (
	"routine_id" integer NOT NULL,
	"donation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routine_donations_routine_id_donation_id_pk" PRIMARY KEY("routine_id","donation_id")
);
--> statement-breakpoint
CREATE TABLE "routines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"schedule" text NOT NULL,
	"day" integer,
	"weekday" integer,
	"time_zone" text DEFAULT 'Asia/Jakarta' NOT NULL,
	"whatsapp" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_due_at" timestamp with time zone,
	"last_period" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "routine_donations" ADD CONSTRAINT "routine_donations_routine_id_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."routines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_donations" ADD CONSTRAINT "routine_donations_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines" ADD CONSTRAINT "routines_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routine_donations_donation_idx" ON "routine_donations" USING btree ("donation_id");--> statement-breakpoint
CREATE INDEX "routines_due_idx" ON "routines" USING btree ("next_due_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "routines_user_idx" ON "routines" USING btree ("user_id");