CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "content_version_one_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
-- Written by hand (drizzle-kit generates no rows, functions or triggers): decision 0062. The version starts at 1;
-- every inserted or deleted row of course content, every row an update actually changes and every truncate add 1
-- in their own transaction, so an instance that reads the version in the same query as a learner's progress knows
-- whether its cached content is still that version. An update that leaves a row as it was (an unchanged
-- re-import) does not move it.
INSERT INTO "content_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "learning_paths_content_version" AFTER INSERT OR DELETE ON "learning_paths" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "learning_paths_content_version_update" AFTER UPDATE ON "learning_paths" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "learning_paths_content_version_truncate" AFTER TRUNCATE ON "learning_paths" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "units_content_version" AFTER INSERT OR DELETE ON "units" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "units_content_version_update" AFTER UPDATE ON "units" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "units_content_version_truncate" AFTER TRUNCATE ON "units" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "questions_content_version" AFTER INSERT OR DELETE ON "questions" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "questions_content_version_update" AFTER UPDATE ON "questions" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "questions_content_version_truncate" AFTER TRUNCATE ON "questions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
