CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "gateway_transaction_id" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "deeplink_url" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "qr_image_url" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "biller_code" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "provider" text DEFAULT 'simulator' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "channel" text;--> statement-breakpoint
CREATE INDEX "donations_pending_provider_idx" ON "donations" USING btree ("payment_provider","created_at") WHERE status = 'pending';