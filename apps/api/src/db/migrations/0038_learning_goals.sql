CREATE TABLE "learning_goals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"subject_ids" uuid[] NOT NULL,
	"level_id" uuid,
	"goal" text NOT NULL,
	"budget_per_hour_minor" bigint,
	"currency" text NOT NULL,
	"preferred_days" text[] NOT NULL,
	"preferred_times" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learning_goals_goal_known" CHECK ("learning_goals"."goal" in ('EXAM', 'SCHOOL', 'SKILL', 'HOBBY')),
	CONSTRAINT "learning_goals_times_known" CHECK ("learning_goals"."preferred_times" <@ array['MORNING', 'AFTERNOON', 'EVENING']::text[]),
	CONSTRAINT "learning_goals_budget_not_negative" CHECK ("learning_goals"."budget_per_hour_minor" >= 0),
	CONSTRAINT "learning_goals_has_subject" CHECK (cardinality("learning_goals"."subject_ids") >= 1)
);
--> statement-breakpoint
ALTER TABLE "learning_goals" ADD CONSTRAINT "learning_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_goals" ADD CONSTRAINT "learning_goals_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE set null ON UPDATE no action;