ALTER TABLE "vod_videos" ADD COLUMN "require_auth_key" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vod_videos" ADD COLUMN "hls_index_mode" text DEFAULT 'normal' NOT NULL;