ALTER TABLE "resources" ADD COLUMN "poster_storage_key" text;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_poster_storage_key_unique" UNIQUE("poster_storage_key");