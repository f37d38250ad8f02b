-- Boosts (issue 17): a tutor's paid placement on the home page or at the top of browse results, paid in
-- credits; the search documents' boost column says whether a browse-results boost runs (search-indexer.ts).
CREATE TABLE "profile_boosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"number_of_days" integer NOT NULL,
	"credits" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_boosts_type_known" CHECK ("profile_boosts"."type" in ('HomePage', 'CategoryListingPage')),
	CONSTRAINT "profile_boosts_window" CHECK ("profile_boosts"."ends_at" > "profile_boosts"."starts_at"),
	CONSTRAINT "profile_boosts_paid" CHECK ("profile_boosts"."credits" > 0 and "profile_boosts"."number_of_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "profile_boosts" ADD CONSTRAINT "profile_boosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_boosts_user_type_ends_idx" ON "profile_boosts" USING btree ("user_id","type","ends_at");--> statement-breakpoint
CREATE INDEX "profile_boosts_type_ends_idx" ON "profile_boosts" USING btree ("type","ends_at");--> statement-breakpoint
CREATE INDEX "search_tutor_documents_boosted_idx" ON "search_tutor_documents" USING btree ("user_id") WHERE "search_tutor_documents"."boost" > 0;