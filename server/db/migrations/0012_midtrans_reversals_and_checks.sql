ALTER TABLE "donations" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reversed_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "gateway_flag" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "gateway_checked_at" timestamp with time zone;