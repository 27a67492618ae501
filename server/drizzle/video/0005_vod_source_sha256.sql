ALTER TABLE "vod_videos" ADD COLUMN "source_sha256" text;--> statement-breakpoint
CREATE INDEX "vod_videos_source_sha256_idx" ON "vod_videos" USING btree ("source_sha256");