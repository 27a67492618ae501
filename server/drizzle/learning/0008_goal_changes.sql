CREATE TABLE "learning_goal_changes" (
	"user_id" integer NOT NULL,
	"span_start" timestamp with time zone NOT NULL,
	"weekly_minutes" integer,
	CONSTRAINT "learning_goal_changes_user_id_span_start_pk" PRIMARY KEY("user_id","span_start")
);
--> statement-breakpoint
ALTER TABLE "learning_goal_changes" ADD CONSTRAINT "learning_goal_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each goal kept so far becomes the learner's one change, in force since the epoch: every week is judged against it, as before (decision 0104).
INSERT INTO "learning_goal_changes" ("user_id", "span_start", "weekly_minutes") SELECT "user_id", '1970-01-01T00:00:00Z', "weekly_minutes" FROM "learning_goals";
