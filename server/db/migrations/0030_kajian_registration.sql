CREATE TABLE "kajian_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mosque_activities" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "kajian_registrations" ADD CONSTRAINT "kajian_registrations_activity_id_mosque_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."mosque_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kajian_registrations" ADD CONSTRAINT "kajian_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kajian_registrations_seat_uq" ON "kajian_registrations" USING btree ("activity_id","date","user_id");--> statement-breakpoint
CREATE INDEX "kajian_registrations_user_idx" ON "kajian_registrations" USING btree ("user_id","starts_at");--> statement-breakpoint
ALTER TABLE "mosque_activities" ADD CONSTRAINT "mosque_activities_capacity_ck" CHECK ("mosque_activities"."capacity" is null or "mosque_activities"."capacity" between 1 and 5000);