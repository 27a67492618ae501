CREATE TABLE "answers" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"correct" boolean,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"vid" text NOT NULL,
	"message" jsonb NOT NULL,
	CONSTRAINT "broadcasts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"user_id" integer NOT NULL,
	"learning_path_id" integer NOT NULL,
	"ticket_expires_at" timestamp with time zone,
	CONSTRAINT "enrolments_user_id_learning_path_id_pk" PRIMARY KEY("user_id","learning_path_id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"learning_path_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_metas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_metas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"required" boolean NOT NULL,
	CONSTRAINT "feedback_metas_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "learning_paths" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_paths_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"project_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"estimated_minutes" integer NOT NULL,
	"windows" jsonb NOT NULL,
	CONSTRAINT "learning_paths_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "once_flags" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "once_flags_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"company_id" integer,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"launch_video" jsonb,
	"closes_at" timestamp with time zone,
	CONSTRAINT "projects_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL,
	"stem" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"correct" jsonb NOT NULL,
	"reference_answer" jsonb,
	"analysis" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_completions" (
	"user_id" integer NOT NULL,
	"learning_path_id" integer NOT NULL,
	"step" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "step_completions_user_id_learning_path_id_step_pk" PRIMARY KEY("user_id","learning_path_id","step")
);
--> statement-breakpoint
CREATE TABLE "ticks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"type" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"max_position" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"learning_path_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"video" jsonb NOT NULL,
	"video_seconds" integer NOT NULL,
	"essence_notes" jsonb NOT NULL,
	"case_text" jsonb NOT NULL,
	"job_aid" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_learning_path_id_learning_paths_id_fk" FOREIGN KEY ("learning_path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_learning_path_id_learning_paths_id_fk" FOREIGN KEY ("learning_path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_paths" ADD CONSTRAINT "learning_paths_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "once_flags" ADD CONSTRAINT "once_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_completions" ADD CONSTRAINT "step_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_completions" ADD CONSTRAINT "step_completions_learning_path_id_learning_paths_id_fk" FOREIGN KEY ("learning_path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticks" ADD CONSTRAINT "ticks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticks" ADD CONSTRAINT "ticks_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_learning_path_id_learning_paths_id_fk" FOREIGN KEY ("learning_path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcasts_vid_idx" ON "broadcasts" USING btree ("vid");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_user_path_idx" ON "feedback" USING btree ("user_id","learning_path_id");--> statement-breakpoint
CREATE INDEX "learning_paths_project_idx" ON "learning_paths" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "questions_unit_idx" ON "questions" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticks_user_unit_type_idx" ON "ticks" USING btree ("user_id","unit_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "units_path_position_idx" ON "units" USING btree ("learning_path_id","position");