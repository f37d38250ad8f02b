DROP INDEX "search_terms_term_trgm_idx";--> statement-breakpoint
DROP INDEX "search_tutor_documents_vector_idx";--> statement-breakpoint
DROP INDEX "search_tutor_documents_address_trgm_idx";--> statement-breakpoint
DROP INDEX "search_tutor_documents_subject_ids_idx";--> statement-breakpoint
DROP INDEX "search_tutor_documents_curriculum_ids_idx";--> statement-breakpoint
DROP INDEX "search_tutor_documents_level_ids_idx";--> statement-breakpoint
DROP INDEX "search_tutor_documents_non_academic_ids_idx";--> statement-breakpoint
DROP INDEX "search_tutor_documents_counselling_ids_idx";--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "search_tutor_documents_vector_idx" ON "search_tutor_documents" USING gin ("search_vector") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "search_tutor_documents_address_trgm_idx" ON "search_tutor_documents" USING gin ("address_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "search_tutor_documents_subject_ids_idx" ON "search_tutor_documents" USING gin ("subject_ids") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "search_tutor_documents_curriculum_ids_idx" ON "search_tutor_documents" USING gin ("curriculum_ids") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "search_tutor_documents_level_ids_idx" ON "search_tutor_documents" USING gin ("level_ids") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "search_tutor_documents_non_academic_ids_idx" ON "search_tutor_documents" USING gin ("non_academic_ids") WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "search_tutor_documents_counselling_ids_idx" ON "search_tutor_documents" USING gin ("counselling_subject_ids") WITH (fastupdate=off);