ALTER TABLE "heartbeats" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "heartbeats_user_idempotency_key_idx" ON "heartbeats" USING btree ("user_id","idempotency_key");