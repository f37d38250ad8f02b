CREATE TABLE "assignment_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"is_apply" boolean DEFAULT false NOT NULL,
	"is_accept" boolean,
	"broadcasted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_acceptances_pair_unique" UNIQUE("assignment_id","tutor_id"),
	CONSTRAINT "assignment_acceptances_apply_is_accept" CHECK ("assignment_acceptances"."is_apply" = coalesce("assignment_acceptances"."is_accept", false))
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"country" text NOT NULL,
	"title" text NOT NULL,
	"curriculum_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"tutor_experience" integer DEFAULT 0 NOT NULL,
	"location" text NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"tutor_gender" text NOT NULL,
	"is_join" boolean DEFAULT false NOT NULL,
	"join_student" integer DEFAULT 0 NOT NULL,
	"price_start_minor" bigint NOT NULL,
	"price_end_minor" bigint NOT NULL,
	"broadcast" boolean DEFAULT false NOT NULL,
	"broadcast_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_country_known" CHECK ("assignments"."country" in ('sg', 'id', 'my', 'ph', 'in', 'lk', 'us')),
	CONSTRAINT "assignments_gender_known" CHECK ("assignments"."tutor_gender" in ('Any', 'Male', 'Female')),
	CONSTRAINT "assignments_price_range_valid" CHECK ("assignments"."price_start_minor" > 0 and "assignments"."price_start_minor" <= "assignments"."price_end_minor"),
	CONSTRAINT "assignments_join_students_valid" CHECK ("assignments"."join_student" >= 0)
);
--> statement-breakpoint
ALTER TABLE "assignment_acceptances" ADD CONSTRAINT "assignment_acceptances_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_acceptances" ADD CONSTRAINT "assignment_acceptances_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_acceptances_tutor_idx" ON "assignment_acceptances" USING btree ("tutor_id","updated_at");--> statement-breakpoint
CREATE INDEX "assignments_student_created_idx" ON "assignments" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "assignments_public_idx" ON "assignments" USING btree ("country","is_active","created_at");