ALTER TABLE "vod_quality_beacons" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "vod_view_stats" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "vod_quality_beacons_pid_idempotency_key_idx" ON "vod_quality_beacons" USING btree ("pid","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "vod_view_stats_pid_idempotency_key_idx" ON "vod_view_stats" USING btree ("pid","idempotency_key");