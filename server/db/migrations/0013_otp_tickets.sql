ALTER TABLE "otp_codes" ADD COLUMN "ticket_hash" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "last_chance" boolean DEFAULT false NOT NULL;