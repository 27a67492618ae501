CREATE TABLE "vod_exam_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vod_exam_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone NOT NULL,
	"eid" text NOT NULL,
	"question" text NOT NULL,
	"vid" text NOT NULL,
	"uid" text NOT NULL,
	"pid" text NOT NULL,
	"correct" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"viewer_id" text
);
--> statement-breakpoint
CREATE TABLE "vod_exam_questions" (
	"exam_id" text PRIMARY KEY NOT NULL,
	"vid" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"question" text NOT NULL,
	"choices" jsonb NOT NULL,
	"illustration" text DEFAULT '' NOT NULL,
	"skip" boolean DEFAULT false NOT NULL,
	"multi" integer DEFAULT 0 NOT NULL,
	"show_time" real NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"wrong_answer" text DEFAULT '' NOT NULL,
	"wrong_time" real DEFAULT -1 NOT NULL,
	"skip_wrong_button" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vod_ppt_pages" (
	"ppt_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"t_img" text NOT NULL,
	"sec" real NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	CONSTRAINT "vod_ppt_pages_ppt_id_position_pk" PRIMARY KEY("ppt_id","position")
);
--> statement-breakpoint
CREATE TABLE "vod_slides" (
	"vid" text NOT NULL,
	"sec" real NOT NULL,
	"img" text NOT NULL,
	CONSTRAINT "vod_slides_vid_sec_pk" PRIMARY KEY("vid","sec")
);
--> statement-breakpoint
CREATE TABLE "vod_visitor_forms" (
	"qid" text PRIMARY KEY NOT NULL,
	"vid" text NOT NULL,
	"time" text NOT NULL,
	"title" text NOT NULL,
	"imagelink" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vod_visitor_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vod_visitor_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone NOT NULL,
	"qid" text NOT NULL,
	"vid" text NOT NULL,
	"time" text NOT NULL,
	"title" text NOT NULL,
	"userhref" text NOT NULL,
	"img" text NOT NULL,
	"link" text NOT NULL,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vod_videos" ADD COLUMN "overlays" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vod_exam_questions" ADD CONSTRAINT "vod_exam_questions_vid_vod_videos_vid_fk" FOREIGN KEY ("vid") REFERENCES "public"."vod_videos"("vid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_slides" ADD CONSTRAINT "vod_slides_vid_vod_videos_vid_fk" FOREIGN KEY ("vid") REFERENCES "public"."vod_videos"("vid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vod_visitor_forms" ADD CONSTRAINT "vod_visitor_forms_vid_vod_videos_vid_fk" FOREIGN KEY ("vid") REFERENCES "public"."vod_videos"("vid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vod_exam_logs_vid_idx" ON "vod_exam_logs" USING btree ("vid","received_at");--> statement-breakpoint
CREATE INDEX "vod_exam_questions_vid_idx" ON "vod_exam_questions" USING btree ("vid","sort_order");--> statement-breakpoint
CREATE INDEX "vod_visitor_forms_vid_idx" ON "vod_visitor_forms" USING btree ("vid");--> statement-breakpoint
CREATE INDEX "vod_visitor_records_vid_idx" ON "vod_visitor_records" USING btree ("vid","received_at");