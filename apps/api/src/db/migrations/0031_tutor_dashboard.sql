CREATE TABLE "team_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"category" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_feedback_category_known" CHECK ("team_feedback"."category" is null or "team_feedback"."category" in ('IDEA', 'PROBLEM', 'PRAISE', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "team_feedback" ADD CONSTRAINT "team_feedback_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_feedback_created_idx" ON "team_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "team_feedback_sender_created_idx" ON "team_feedback" USING btree ("sender_id","created_at");