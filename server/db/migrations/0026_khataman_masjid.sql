ALTER TABLE "khatamans" ADD COLUMN "masjid_id" integer;--> statement-breakpoint
ALTER TABLE "khatamans" ADD CONSTRAINT "khatamans_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "khatamans_masjid_idx" ON "khatamans" USING btree ("masjid_id","deadline");