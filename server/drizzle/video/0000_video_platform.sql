CREATE TABLE "vod_ad_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vod_ad_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone NOT NULL,
	"adid" text NOT NULL,
	"type" integer NOT NULL,
	"vid" text
);
--> statement-breakpoint
CREATE TABLE "vod_quality_beacons" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vod_quality_beacons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone NOT NULL,
	"pid" text NOT NULL,
	"vid" text NOT NULL,
	"uid" text NOT NULL,
	"href" text NOT NULL,
	"domain" text NOT NULL,
	"type" text NOT NULL,
	"pn" text NOT NULL,
	"pv" text NOT NULL,
	"time_ms" integer,
	"error" text,
	"request_uri" text,
	"session_id" text,
	"param1" text,
	"param2" text,
	"param3" text,
	"param4" text,
	"param5" text
);
--> statement-breakpoint
CREATE TABLE "vod_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vod_videos" (
	"vid" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"duration_seconds" real NOT NULL,
	"status" integer DEFAULT 60 NOT NULL,
	"seed" integer DEFAULT 1 NOT NULL,
	"my_br" integer DEFAULT 1 NOT NULL,
	"cataid" text DEFAULT '1' NOT NULL,
	"catatree" text DEFAULT '1' NOT NULL,
	"ratio" real DEFAULT 1.7777777777777777 NOT NULL,
	"keepsource" integer DEFAULT 0 NOT NULL,
	"has_dash" boolean DEFAULT false NOT NULL,
	"has_audio" boolean DEFAULT false NOT NULL,
	"has_subtitles" boolean DEFAULT true NOT NULL,
	"has_thumbnails" boolean DEFAULT false NOT NULL,
	"protect_mode" integer DEFAULT 0 NOT NULL,
	"hls_key" text,
	"hls_iv" text,
	"drm_kid" text,
	"drm_key" text,
	"password" text,
	"playauth" integer DEFAULT 0 NOT NULL,
	"timeoutflow" boolean DEFAULT false NOT NULL,
	"outflow" boolean DEFAULT false NOT NULL,
	"forbid_clients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"domain" jsonb DEFAULT '{"setting_type":0,"enabled":[],"disabled":[]}'::jsonb NOT NULL,
	"preview_duration" integer DEFAULT 0 NOT NULL,
	"lines" text DEFAULT 'line1' NOT NULL,
	"keyframes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report_freq" integer DEFAULT 10 NOT NULL,
	"json_mode" text DEFAULT 'normal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vod_videos_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "vod_view_stats" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vod_view_stats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone NOT NULL,
	"pid" text NOT NULL,
	"vid" text NOT NULL,
	"uid" text NOT NULL,
	"flow" integer NOT NULL,
	"ts" bigint NOT NULL,
	"href" text NOT NULL,
	"duration" integer NOT NULL,
	"cts" integer NOT NULL,
	"sd" integer NOT NULL,
	"pd" integer NOT NULL,
	"sign" text NOT NULL,
	"pn" text NOT NULL,
	"pv" text NOT NULL,
	"app_id" text,
	"sid" text,
	"param1" text,
	"param2" text,
	"param3" text,
	"param4" text,
	"param5" text,
	"viewer_avatar" text,
	"ute" text
);
--> statement-breakpoint
CREATE INDEX "vod_quality_beacons_vid_idx" ON "vod_quality_beacons" USING btree ("vid","received_at");--> statement-breakpoint
CREATE INDEX "vod_view_stats_vid_idx" ON "vod_view_stats" USING btree ("vid","received_at");