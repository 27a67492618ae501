CREATE TABLE "ingest_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"vid" text,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "ingest_jobs_status" CHECK ("ingest_jobs"."status" in ('running', 'done', 'failed')),
	CONSTRAINT "ingest_jobs_progress" CHECK ("ingest_jobs"."progress" between 0 and 1),
	CONSTRAINT "ingest_jobs_done_with_vid" CHECK (("ingest_jobs"."status" = 'done') = ("ingest_jobs"."vid" is not null)),
	CONSTRAINT "ingest_jobs_failed_with_error" CHECK (("ingest_jobs"."status" = 'failed') = ("ingest_jobs"."error_code" is not null))
);
--> statement-breakpoint
CREATE INDEX "ingest_jobs_finished_at_idx" ON "ingest_jobs" USING btree ("finished_at");