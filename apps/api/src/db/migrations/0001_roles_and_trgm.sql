-- Trigram similarity for typo-tolerant search (PGlite loads the pg_trgm extension bundle).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The three roles of spec section 6, with fixed pvids so every database agrees.
INSERT INTO "roles" ("id", "code", "name", "is_private") VALUES
  ('00000000-0000-4000-8000-000000000001', 'STDN', 'Student', false),
  ('00000000-0000-4000-8000-000000000002', 'TTR0', 'Tutor', false),
  ('00000000-0000-4000-8000-000000000003', 'CMPN', 'Company', false)
ON CONFLICT ("code") DO NOTHING;
