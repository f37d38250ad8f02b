CREATE TABLE "tutor_trial_lessons" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_trial_lessons_price_valid" CHECK ("tutor_trial_lessons"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_reschedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"proposed_by_id" uuid NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "booking_reschedules_status_known" CHECK ("booking_reschedules"."status" in ('PROPOSED', 'ACCEPTED', 'DECLINED', 'REPLACED'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "prepaid_lessons" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dispute_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tutor_share_minor" bigint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
-- Bookings made before issue 18: a first booking prepaid its due over its price; a lesson already done was
-- transferable at once, so it counts as completed.
UPDATE "bookings" SET "prepaid_lessons" = CASE WHEN "price_minor" > 0 THEN ("due_minor" / "price_minor")::integer ELSE 1 END;--> statement-breakpoint
UPDATE "bookings" SET "done_at" = "updated_at", "completed_at" = "updated_at" WHERE "status" = 'DONE';--> statement-breakpoint
ALTER TABLE "tutor_trial_lessons" ADD CONSTRAINT "tutor_trial_lessons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reschedules" ADD CONSTRAINT "booking_reschedules_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_reschedules" ADD CONSTRAINT "booking_reschedules_proposed_by_id_users_id_fk" FOREIGN KEY ("proposed_by_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reschedules_one_open" ON "booking_reschedules" USING btree ("booking_id") WHERE "booking_reschedules"."status" = 'PROPOSED';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_kind_key" ON "jobs" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_trial_per_student_and_tutor" ON "bookings" USING btree ("student_id","tutor_id") WHERE "bookings"."is_trial" and "bookings"."status" in ('PENDING', 'PAID', 'ACCEPTED', 'DONE');--> statement-breakpoint
CREATE INDEX "bookings_status_start_idx" ON "bookings" USING btree ("status","start_time");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_prepaid_lessons_valid" CHECK ("bookings"."prepaid_lessons" between 1 and 8 and "bookings"."due_minor" = "bookings"."price_minor" * "bookings"."prepaid_lessons");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tutor_share_valid" CHECK ("bookings"."tutor_share_minor" is null or "bookings"."tutor_share_minor" between 0 and "bookings"."price_minor");