CREATE TABLE "mosque_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"masjid_id" integer NOT NULL,
	"user_id" integer,
	"device_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mosque_follows_who" CHECK ((user_id is null) <> (device_hash is null))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "masjid_id" integer;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "device_hash" text;--> statement-breakpoint
ALTER TABLE "mosque_follows" ADD CONSTRAINT "mosque_follows_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mosque_follows" ADD CONSTRAINT "mosque_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mosque_follows_user_uq" ON "mosque_follows" USING btree ("masjid_id","user_id") WHERE user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mosque_follows_device_uq" ON "mosque_follows" USING btree ("masjid_id","device_hash") WHERE device_hash is not null;--> statement-breakpoint
CREATE INDEX "mosque_follows_user_idx" ON "mosque_follows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mosque_follows_device_idx" ON "mosque_follows" USING btree ("device_hash");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_masjid_id_mosques_id_fk" FOREIGN KEY ("masjid_id") REFERENCES "public"."mosques"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_masjid_idx" ON "messages" USING btree ("masjid_id","created_at") WHERE masjid_id is not null;--> statement-breakpoint
CREATE INDEX "push_device_idx" ON "push_subscriptions" USING btree ("device_hash");