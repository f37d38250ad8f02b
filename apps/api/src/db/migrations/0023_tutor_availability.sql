-- Tutors' teaching hours (issue 18): weekly intervals, date exceptions and a notice, one row per tutor.
CREATE TABLE "tutor_availability" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_availability_seven_days" CHECK (jsonb_array_length("tutor_availability"."weekly") = 7),
	CONSTRAINT "tutor_availability_notice_positive" CHECK ("tutor_availability"."notice_hours" > 0)
);
--> statement-breakpoint
ALTER TABLE "tutor_availability" ADD CONSTRAINT "tutor_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;