CREATE TABLE "resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"path" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"encoding" text,
	"e_tag" text NOT NULL,
	"duration_secs" integer,
	"size_bytes" bigint NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resources_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "resources_kind_valid" CHECK ("resources"."kind" in ('AVATAR', 'BANNER', 'VIDEO', 'CERTIFICATE'))
);
--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resources_owner_kind_idx" ON "resources" USING btree ("owner_user_id","kind");