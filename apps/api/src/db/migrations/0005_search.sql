CREATE TABLE "search_dirty" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_term_variants" (
	"variant" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_term_variants_variant_term_pk" PRIMARY KEY("variant","term")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_tutor_documents" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"tutor_kind" text NOT NULL,
	"listed" boolean NOT NULL,
	"boost" integer DEFAULT 0 NOT NULL,
	"completion_percent" double precision DEFAULT 0 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"sort_name" text NOT NULL,
	"token" text NOT NULL,
	"address" text,
	"address_text" text DEFAULT '' NOT NULL,
	"description" text,
	"avatar_path" text,
	"subject_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"curriculum_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"level_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"non_academic_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"counselling_subject_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"subject_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_price" bigint,
	"max_price" bigint,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"testimonial_count" integer DEFAULT 0 NOT NULL,
	"rating" double precision,
	"joined_at" timestamp with time zone NOT NULL,
	"card" jsonb NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_term_variants" ADD CONSTRAINT "search_term_variants_term_search_terms_term_fk" FOREIGN KEY ("term") REFERENCES "public"."search_terms"("term") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_tutor_documents" ADD CONSTRAINT "search_tutor_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_tutor_documents_vector_idx" ON "search_tutor_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_tutor_documents_address_trgm_idx" ON "search_tutor_documents" USING gin ("address_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_tutor_documents_subject_ids_idx" ON "search_tutor_documents" USING gin ("subject_ids");--> statement-breakpoint
CREATE INDEX "search_tutor_documents_curriculum_ids_idx" ON "search_tutor_documents" USING gin ("curriculum_ids");--> statement-breakpoint
CREATE INDEX "search_tutor_documents_level_ids_idx" ON "search_tutor_documents" USING gin ("level_ids");--> statement-breakpoint
CREATE INDEX "search_tutor_documents_non_academic_ids_idx" ON "search_tutor_documents" USING gin ("non_academic_ids");--> statement-breakpoint
CREATE INDEX "search_tutor_documents_counselling_ids_idx" ON "search_tutor_documents" USING gin ("counselling_subject_ids");--> statement-breakpoint
CREATE INDEX "search_tutor_documents_listing_idx" ON "search_tutor_documents" USING btree ("country","tutor_kind","listed","boost" DESC NULLS LAST,"completion_percent" DESC NULLS LAST,"joined_at" DESC NULLS LAST,"user_id");--> statement-breakpoint
-- Search freshness: every change to what a search document shows queues its tutor (the indexer
-- rebuilds queued documents in batches). Statement-level triggers with transition tables, so a bulk
-- insert queues each user once per statement, not once per row.
CREATE OR REPLACE FUNCTION search_mark_dirty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format(
      'INSERT INTO search_dirty (user_id) SELECT DISTINCT %1$I FROM search_new_rows WHERE %1$I IS NOT NULL ON CONFLICT DO NOTHING',
      TG_ARGV[0]);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    EXECUTE format(
      'INSERT INTO search_dirty (user_id) SELECT DISTINCT %1$I FROM search_old_rows WHERE %1$I IS NOT NULL ON CONFLICT DO NOTHING',
      TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Users: only tutors, and only when a field a document shows changed (a sign-in must not queue anyone).
CREATE OR REPLACE FUNCTION search_mark_dirty_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_dirty (user_id)
      SELECT n.id FROM search_new_rows n
      WHERE n.role_id = '00000000-0000-4000-8000-000000000002'
      ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO search_dirty (user_id)
      SELECT n.id FROM search_new_rows n JOIN search_old_rows o ON o.id = n.id
      WHERE (n.role_id = '00000000-0000-4000-8000-000000000002' OR o.role_id = '00000000-0000-4000-8000-000000000002')
        AND (n.first_name, n.last_name, n.country, n.role_id, n.tutor_kind, n.is_active, n.token, n.description,
             n.address, n.avatar_url, n.date_joined)
            IS DISTINCT FROM
            (o.first_name, o.last_name, o.country, o.role_id, o.tutor_kind, o.is_active, o.token, o.description,
             o.address, o.avatar_url, o.date_joined)
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_search_insert AFTER INSERT ON users REFERENCING NEW TABLE AS search_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty_users();
--> statement-breakpoint
CREATE TRIGGER users_search_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS search_old_rows NEW TABLE AS search_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty_users();
--> statement-breakpoint
DO $$
DECLARE
  source record;
BEGIN
  FOR source IN
    SELECT * FROM (VALUES
      ('profiles', 'user_id'),
      ('profile_subjects', 'user_id'),
      ('profile_subject_levels', 'user_id'),
      ('profile_curricula', 'user_id'),
      ('profile_non_academic_subjects', 'user_id'),
      ('profile_counselling_subjects', 'user_id'),
      ('skills', 'user_id'),
      ('education', 'user_id'),
      ('experiences', 'user_id'),
      ('experience_subjects', 'user_id'),
      ('certificates', 'user_id'),
      ('resources', 'owner_user_id'),
      ('testimonials', 'tutor_user_id')
    ) AS t(table_name, column_name)
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %1$s_search_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS search_new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty(%2$L)', source.table_name, source.column_name);
    EXECUTE format(
      'CREATE TRIGGER %1$s_search_update AFTER UPDATE ON %1$I '
      'REFERENCING OLD TABLE AS search_old_rows NEW TABLE AS search_new_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty(%2$L)', source.table_name, source.column_name);
    EXECUTE format(
      'CREATE TRIGGER %1$s_search_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS search_old_rows '
      'FOR EACH STATEMENT EXECUTE FUNCTION search_mark_dirty(%2$L)', source.table_name, source.column_name);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Tutors that exist before this migration get their documents on the first flush.
INSERT INTO search_dirty (user_id)
  SELECT id FROM users WHERE role_id = '00000000-0000-4000-8000-000000000002'
  ON CONFLICT DO NOTHING;
