CREATE TABLE "staff_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_log_created_idx" ON "staff_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_entity_idx" ON "staff_audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
-- The Ajar team's role (issue 18): private, so never listed nor offered at sign-up.
INSERT INTO "roles" ("id", "code", "name", "is_private") VALUES
  ('00000000-0000-4000-8000-000000000004', 'STAF', 'Staff', true)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- The audit log is written once and never rewritten: every UPDATE and DELETE is refused.
CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_log_no_rewrite BEFORE UPDATE OR DELETE ON "staff_audit_log"
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();
