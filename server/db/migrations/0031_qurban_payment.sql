CREATE TABLE "qurban_payments" (
	"donation_id" integer PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qurban_animals" ADD COLUMN "slaughter_photo" text;--> statement-breakpoint
ALTER TABLE "qurban_payments" ADD CONSTRAINT "qurban_payments_donation_id_donations_id_fk" FOREIGN KEY ("donation_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qurban_payments" ADD CONSTRAINT "qurban_payments_booking_id_qurban_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."qurban_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qurban_payments_booking_idx" ON "qurban_payments" USING btree ("booking_id");