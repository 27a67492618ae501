CREATE TABLE "data_erasures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_erasures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"erased_user_id" integer NOT NULL,
	"actor" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"counts" jsonb NOT NULL
);
