CREATE TABLE "khataman_claims" (
	"khataman_id" integer NOT NULL,
	"juz" integer NOT NULL,
	"user_id" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "khataman_claims_khataman_id_juz_pk" PRIMARY KEY("khataman_id","juz"),
	CONSTRAINT "khataman_claims_juz_ck" CHECK (juz between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "khatamans" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"intention" text DEFAULT '' NOT NULL,
	"deadline" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "khatamans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "khataman_claims" ADD CONSTRAINT "khataman_claims_khataman_id_khatamans_id_fk" FOREIGN KEY ("khataman_id") REFERENCES "public"."khatamans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khataman_claims" ADD CONSTRAINT "khataman_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "khatamans" ADD CONSTRAINT "khatamans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "khataman_claims_user_idx" ON "khataman_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "khatamans_owner_idx" ON "khatamans" USING btree ("owner_id","created_at");