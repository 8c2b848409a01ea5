CREATE TABLE "khataman_amens" (
	"khataman_id" integer NOT NULL,
	"prayer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "khataman_amens_khataman_id_prayer_id_user_id_pk" PRIMARY KEY("khataman_id","prayer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "khataman_prayers" (
	"id" serial PRIMARY KEY NOT NULL,
	"khataman_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "khataman_amens" ADD CONSTRAINT "khataman_amens_khataman_id_khatamans_id_fk" FOREIGN KEY ("khataman_id") REFERENCES "public"."khatamans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khataman_amens" ADD CONSTRAINT "khataman_amens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khataman_prayers" ADD CONSTRAINT "khataman_prayers_khataman_id_khatamans_id_fk" FOREIGN KEY ("khataman_id") REFERENCES "public"."khatamans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khataman_prayers" ADD CONSTRAINT "khataman_prayers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "khataman_prayers_person_uq" ON "khataman_prayers" USING btree ("khataman_id","user_id");