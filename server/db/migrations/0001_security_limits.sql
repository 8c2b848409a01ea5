ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "next_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "donations_pending_phone_idx" ON "donations" USING btree ("donor_phone") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");