CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_user_id" uuid,
	"excerpt" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"action" text,
	"staff_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reports_target_type_known" CHECK ("content_reports"."target_type" in ('REVIEW', 'MESSAGE', 'PROFILE')),
	CONSTRAINT "content_reports_status_known" CHECK ("content_reports"."status" in ('OPEN', 'RESOLVED')),
	CONSTRAINT "content_reports_resolution" CHECK (("content_reports"."status" = 'OPEN') = ("content_reports"."action" is null and "content_reports"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "testimonials" DROP CONSTRAINT "testimonials_status_valid";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_one_open_per_reporter" ON "content_reports" USING btree ("reporter_id","target_type","target_id") WHERE "content_reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "content_reports_status_created_idx" ON "content_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "content_reports_target_idx" ON "content_reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "content_reports_reporter_created_idx" ON "content_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_status_valid" CHECK ("testimonials"."status" in ('PENDING', 'ACTIVE', 'REMOVED'));