CREATE TABLE "tilawah_bookmarks" (
	"user_id" integer NOT NULL,
	"surah" integer NOT NULL,
	"ayah" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted" boolean NOT NULL,
	CONSTRAINT "tilawah_bookmarks_user_id_surah_ayah_pk" PRIMARY KEY("user_id","surah","ayah")
);
--> statement-breakpoint
CREATE TABLE "tilawah_days" (
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"verses" jsonb NOT NULL,
	"pages" jsonb NOT NULL,
	CONSTRAINT "tilawah_days_user_id_date_pk" PRIMARY KEY("user_id","date")
);
--> statement-breakpoint
CREATE TABLE "tilawah_progress" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"surah" integer,
	"ayah" integer,
	"verse_index" integer,
	"position_at" timestamp with time zone,
	"target" jsonb,
	"target_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tilawah_bookmarks" ADD CONSTRAINT "tilawah_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tilawah_days" ADD CONSTRAINT "tilawah_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tilawah_progress" ADD CONSTRAINT "tilawah_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;