ALTER TABLE "otp_codes" ADD COLUMN "ticket_hash" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "last_chance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tilawah_bookmarks" ADD COLUMN "rev" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tilawah_days" ADD COLUMN "rev" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tilawah_progress" ADD COLUMN "rev" integer DEFAULT 0 NOT NULL;