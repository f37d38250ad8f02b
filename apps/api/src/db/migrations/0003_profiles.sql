CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"issued_date" date NOT NULL,
	"resource_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"institution" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"is_present" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"experience_id" uuid NOT NULL,
	"name" text NOT NULL,
	"level" text,
	"curriculum" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"institution" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date,
	"is_present" boolean DEFAULT false NOT NULL,
	"is_private_tutor" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_type_valid" CHECK ("experiences"."type" in ('ACADEMIC', 'NON_ACADEMIC', 'COUNSELLING'))
);
--> statement-breakpoint
CREATE TABLE "profile_completion_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_user_id" uuid NOT NULL,
	"tutor_user_id" uuid NOT NULL,
	"section" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_counselling_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"counselling_subject_id" uuid NOT NULL,
	"price_per_hour_minor" bigint NOT NULL,
	"order_list" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_counselling_subjects_user_subject_unique" UNIQUE("user_id","counselling_subject_id"),
	CONSTRAINT "profile_counselling_subjects_price_not_negative" CHECK ("profile_counselling_subjects"."price_per_hour_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profile_curricula" (
	"user_id" uuid NOT NULL,
	"curriculum_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "profile_curricula_user_id_curriculum_id_pk" PRIMARY KEY("user_id","curriculum_id")
);
--> statement-breakpoint
CREATE TABLE "profile_non_academic_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"non_academic_id" uuid NOT NULL,
	"price_per_hour_minor" bigint NOT NULL,
	"order_list" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_non_academic_subjects_user_category_unique" UNIQUE("user_id","non_academic_id"),
	CONSTRAINT "profile_non_academic_subjects_price_not_negative" CHECK ("profile_non_academic_subjects"."price_per_hour_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profile_other_platforms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"other_platform_id" uuid NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_subject_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_subject_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	"price_per_hour_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_subject_levels_subject_level_unique" UNIQUE("profile_subject_id","level_id"),
	CONSTRAINT "profile_subject_levels_price_not_negative" CHECK ("profile_subject_levels"."price_per_hour_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profile_subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_subjects_user_subject_unique" UNIQUE("user_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"viewer_user_id" uuid NOT NULL,
	"viewed_user_id" uuid NOT NULL,
	"source" text,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"gender" text,
	"race" text,
	"nric" text,
	"phone" text,
	"school" text,
	"events_from_google" boolean DEFAULT false NOT NULL,
	"referral_code" text DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 12)) NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "profiles_gender_valid" CHECK ("profiles"."gender" in ('Male', 'Female'))
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"body" text DEFAULT '' NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "tutor_articles_status_valid" CHECK ("tutor_articles"."status" in ('DRAFT', 'IN_REVIEW', 'PUBLISHED'))
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_user_id" uuid NOT NULL,
	"reviewer_user_id" uuid,
	"reviewer_email" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"subject_id" uuid,
	"comment" text NOT NULL,
	"rating" smallint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"confirm_code_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_confirm_code_hash_unique" UNIQUE("confirm_code_hash"),
	CONSTRAINT "testimonials_rating_range" CHECK ("testimonials"."rating" between 1 and 5),
	CONSTRAINT "testimonials_comment_length" CHECK (char_length("testimonials"."comment") <= 700),
	CONSTRAINT "testimonials_status_valid" CHECK ("testimonials"."status" in ('PENDING', 'ACTIVE'))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education" ADD CONSTRAINT "education_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_subjects" ADD CONSTRAINT "experience_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_subjects" ADD CONSTRAINT "experience_subjects_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_completion_requests" ADD CONSTRAINT "profile_completion_requests_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_completion_requests" ADD CONSTRAINT "profile_completion_requests_tutor_user_id_users_id_fk" FOREIGN KEY ("tutor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_counselling_subjects" ADD CONSTRAINT "profile_counselling_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_counselling_subjects" ADD CONSTRAINT "profile_counselling_subjects_counselling_subject_id_counselling_subjects_id_fk" FOREIGN KEY ("counselling_subject_id") REFERENCES "public"."counselling_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_curricula" ADD CONSTRAINT "profile_curricula_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_curricula" ADD CONSTRAINT "profile_curricula_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_non_academic_subjects" ADD CONSTRAINT "profile_non_academic_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_non_academic_subjects" ADD CONSTRAINT "profile_non_academic_subjects_non_academic_id_non_academic_categories_id_fk" FOREIGN KEY ("non_academic_id") REFERENCES "public"."non_academic_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_other_platforms" ADD CONSTRAINT "profile_other_platforms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_other_platforms" ADD CONSTRAINT "profile_other_platforms_other_platform_id_other_platforms_id_fk" FOREIGN KEY ("other_platform_id") REFERENCES "public"."other_platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_subject_levels" ADD CONSTRAINT "profile_subject_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_subject_levels" ADD CONSTRAINT "profile_subject_levels_profile_subject_id_profile_subjects_id_fk" FOREIGN KEY ("profile_subject_id") REFERENCES "public"."profile_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_subject_levels" ADD CONSTRAINT "profile_subject_levels_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_subjects" ADD CONSTRAINT "profile_subjects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_subjects" ADD CONSTRAINT "profile_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewed_user_id_users_id_fk" FOREIGN KEY ("viewed_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_articles" ADD CONSTRAINT "tutor_articles_tutor_user_id_users_id_fk" FOREIGN KEY ("tutor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_tutor_user_id_users_id_fk" FOREIGN KEY ("tutor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_user_id_idx" ON "certificates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "education_user_id_idx" ON "education" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "experience_subjects_experience_id_idx" ON "experience_subjects" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "experience_subjects_user_id_idx" ON "experience_subjects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "experiences_user_id_idx" ON "experiences" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_completion_requests_lookup_idx" ON "profile_completion_requests" USING btree ("requester_user_id","tutor_user_id","section","created_at");--> statement-breakpoint
CREATE INDEX "profile_other_platforms_user_id_idx" ON "profile_other_platforms" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_subject_levels_user_id_idx" ON "profile_subject_levels" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_views_viewed_user_id_viewed_at_idx" ON "profile_views" USING btree ("viewed_user_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "skills_user_id_lower_name_unique" ON "skills" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "skills_lower_name_trgm_idx" ON "skills" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tutor_articles_tutor_user_id_idx" ON "tutor_articles" USING btree ("tutor_user_id");--> statement-breakpoint
CREATE INDEX "testimonials_tutor_status_created_idx" ON "testimonials" USING btree ("tutor_user_id","status","created_at");--> statement-breakpoint
-- Every existing user gets a profile row (and so a referral code); new users get one on first use.
INSERT INTO "profiles" ("user_id") SELECT "id" FROM "users" ON CONFLICT DO NOTHING;
