CREATE TABLE "assessment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_reports" (
	"attempt_id" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	"overall_score" integer NOT NULL,
	"competency_scores" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_ids" jsonb NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "competencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"advice" jsonb NOT NULL,
	CONSTRAINT "competencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "key_action_choices" (
	"user_id" integer NOT NULL,
	"learning_path_id" integer NOT NULL,
	"key_action_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "key_action_choices_user_id_learning_path_id_pk" PRIMARY KEY("user_id","learning_path_id")
);
--> statement-breakpoint
CREATE TABLE "key_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "key_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"learning_path_id" integer NOT NULL,
	"competency_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" jsonb NOT NULL,
	CONSTRAINT "key_actions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "scenario_choices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scenario_choices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scene_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" jsonb NOT NULL,
	"best" boolean NOT NULL,
	"feedback" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenario_choices_made" (
	"user_id" integer NOT NULL,
	"scene_id" integer NOT NULL,
	"choice_id" integer NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scenario_choices_made_user_id_scene_id_pk" PRIMARY KEY("user_id","scene_id")
);
--> statement-breakpoint
CREATE TABLE "scenario_scenes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scenario_scenes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"learning_path_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"situation" jsonb NOT NULL,
	"video_vid" text,
	CONSTRAINT "scenario_scenes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "survey_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" jsonb NOT NULL,
	"score" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"survey_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"competency_id" integer NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"learning_path_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	CONSTRAINT "surveys_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_action_choices" ADD CONSTRAINT "key_action_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_action_choices" ADD CONSTRAINT "key_action_choices_learning_path_id_learning_paths_id_fk" FOREIGN KEY ("learning_path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_actions" ADD CONSTRAINT "key_actions_learning_path_id_learning_paths_id_fk" FOREIGN KEY ("learning_path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "key_actions" ADD CONSTRAINT "key_actions_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_choices" ADD CONSTRAINT "scenario_choices_scene_id_scenario_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scenario_scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_choices_made" ADD CONSTRAINT "scenario_choices_made_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_choices_made" ADD CONSTRAINT "scenario_choices_made_scene_id_scenario_scenes_id_fk" FOREIGN KEY ("scene_id") REFERENCES "public"."scenario_scenes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_choices_made" ADD CONSTRAINT "scenario_choices_made_choice_id_scenario_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."scenario_choices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_scenes" ADD CONSTRAINT "scenario_scenes_learning_path_id_learning_paths_id_fk" FOREIGN KEY ("learning_path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_options" ADD CONSTRAINT "survey_options_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_competency_id_competencies_id_fk" FOREIGN KEY ("competency_id") REFERENCES "public"."competencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_learning_path_id_learning_paths_id_fk" FOREIGN KEY ("learning_path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_attempts_user_survey_idx" ON "assessment_attempts" USING btree ("user_id","survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_one_open_idx" ON "assessment_attempts" USING btree ("user_id","survey_id") WHERE "assessment_attempts"."status" = 'inProgress';--> statement-breakpoint
CREATE INDEX "assessment_attempts_deadline_idx" ON "assessment_attempts" USING btree ("deadline") WHERE "assessment_attempts"."status" = 'inProgress';--> statement-breakpoint
CREATE INDEX "key_actions_path_idx" ON "key_actions" USING btree ("learning_path_id");--> statement-breakpoint
CREATE INDEX "scenario_choices_scene_idx" ON "scenario_choices" USING btree ("scene_id");--> statement-breakpoint
CREATE INDEX "scenario_scenes_path_idx" ON "scenario_scenes" USING btree ("learning_path_id");--> statement-breakpoint
CREATE INDEX "survey_options_question_idx" ON "survey_options" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_questions_survey_position_idx" ON "survey_questions" USING btree ("survey_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_path_module_idx" ON "surveys" USING btree ("learning_path_id","module_id");