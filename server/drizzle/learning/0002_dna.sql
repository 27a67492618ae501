CREATE TABLE "dna_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dna_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "dna_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dna_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dna_audio_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dna_audio_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"dimension_id" integer NOT NULL,
	"played_seconds" integer NOT NULL,
	"completed" boolean NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dna_dimensions" (
	"id" integer PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"narratives" jsonb NOT NULL,
	"narration" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dna_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"value" integer NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dna_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"dimension_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dna_reports" (
	"attempt_id" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone NOT NULL,
	"scores" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dna_surveys" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"tour_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	CONSTRAINT "dna_surveys_code_unique" UNIQUE("code"),
	CONSTRAINT "dna_surveys_tour_id_unique" UNIQUE("tour_id")
);
--> statement-breakpoint
ALTER TABLE "dna_answers" ADD CONSTRAINT "dna_answers_attempt_id_dna_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."dna_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_answers" ADD CONSTRAINT "dna_answers_question_id_dna_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."dna_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_answers" ADD CONSTRAINT "dna_answers_option_id_dna_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."dna_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_attempts" ADD CONSTRAINT "dna_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_attempts" ADD CONSTRAINT "dna_attempts_survey_id_dna_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."dna_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_audio_records" ADD CONSTRAINT "dna_audio_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_audio_records" ADD CONSTRAINT "dna_audio_records_survey_id_dna_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."dna_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_audio_records" ADD CONSTRAINT "dna_audio_records_dimension_id_dna_dimensions_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."dna_dimensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_dimensions" ADD CONSTRAINT "dna_dimensions_survey_id_dna_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."dna_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_options" ADD CONSTRAINT "dna_options_survey_id_dna_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."dna_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_questions" ADD CONSTRAINT "dna_questions_survey_id_dna_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."dna_surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_questions" ADD CONSTRAINT "dna_questions_dimension_id_dna_dimensions_id_fk" FOREIGN KEY ("dimension_id") REFERENCES "public"."dna_dimensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dna_reports" ADD CONSTRAINT "dna_reports_attempt_id_dna_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."dna_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dna_attempts_user_survey_idx" ON "dna_attempts" USING btree ("user_id","survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dna_attempts_one_open_idx" ON "dna_attempts" USING btree ("user_id","survey_id") WHERE "dna_attempts"."status" = 'inProgress';--> statement-breakpoint
CREATE INDEX "dna_attempts_deadline_idx" ON "dna_attempts" USING btree ("deadline") WHERE "dna_attempts"."status" = 'inProgress';--> statement-breakpoint
CREATE INDEX "dna_audio_records_user_idx" ON "dna_audio_records" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dna_dimensions_survey_key_idx" ON "dna_dimensions" USING btree ("survey_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "dna_questions_survey_position_idx" ON "dna_questions" USING btree ("survey_id","position");