-- Group classes (issue 19). The ledger's kind enums are made again rather than extended, as in 0019, 0021 and 0027
-- (a value added with ADD VALUE cannot be used in the same transaction, and the non-negative check names the new
-- account).
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_matches_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_non_negative";--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" RENAME TO "ledger_account_kind_before_classes";--> statement-breakpoint
CREATE TYPE "public"."ledger_account_kind" AS ENUM('STUDENT_BALANCE', 'TUTOR_EARNINGS', 'USER_CREDITS', 'BOOKING_ESCROW', 'PLATFORM_FEES', 'PAYMENT_CLEARING', 'PAYOUT_CLEARING', 'CREDIT_SALES', 'CREDITS_ISSUED', 'CREDITS_SPENT', 'PROMOTIONS', 'DISPUTE_FEES_HELD', 'CLASS_ESCROW');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "kind" SET DATA TYPE "public"."ledger_account_kind" USING "kind"::text::"public"."ledger_account_kind";--> statement-breakpoint
DROP TYPE "public"."ledger_account_kind_before_classes";--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" RENAME TO "ledger_transaction_kind_before_classes";--> statement-breakpoint
CREATE TYPE "public"."ledger_transaction_kind" AS ENUM('PAYMENT', 'BALANCE_TOP_UP', 'BALANCE_USE', 'PREPAYMENT_REMAINDER', 'REFUND', 'FEE', 'TUTOR_EARNING', 'PAYOUT', 'CREDITS_SALE', 'CREDITS_ISSUE', 'CREDITS_SPEND', 'VOUCHER_FEE', 'VOUCHER_DISCOUNT', 'VOUCHER_DISCOUNT_RETURN', 'LATE_CANCEL_REFUND', 'DISPUTE_REFUND', 'DISPUTE_FEE_HOLD', 'DISPUTE_FEE_RETURN', 'DISPUTE_FEE_KEEP', 'CLASS_ENROLMENT', 'CLASS_SESSION_REFUND', 'CLASS_SESSION_EARNING');--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "kind" SET DATA TYPE "public"."ledger_transaction_kind" USING "kind"::text::"public"."ledger_transaction_kind";--> statement-breakpoint
DROP TYPE "public"."ledger_transaction_kind_before_classes";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (("ledger_accounts"."kind" in ('STUDENT_BALANCE', 'TUTOR_EARNINGS', 'USER_CREDITS')) = ("ledger_accounts"."owner_user_id" is not null));--> statement-breakpoint
CREATE TABLE "class_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"paid_minor" bigint NOT NULL,
	"status" text DEFAULT 'ENROLLED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_enrolments_class_student_unique" UNIQUE("class_id","student_id"),
	CONSTRAINT "class_enrolments_status_known" CHECK ("class_enrolments"."status" in ('ENROLLED', 'REFUNDED')),
	CONSTRAINT "class_enrolments_paid_positive" CHECK ("class_enrolments"."paid_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "class_session_refunds" (
	"session_id" uuid NOT NULL,
	"enrolment_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_session_refunds_session_id_enrolment_id_pk" PRIMARY KEY("session_id","enrolment_id"),
	CONSTRAINT "class_session_refunds_amount_non_negative" CHECK ("class_session_refunds"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "class_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"share_minor" bigint NOT NULL,
	"cancelled_at" timestamp with time zone,
	"earned_at" timestamp with time zone,
	CONSTRAINT "class_sessions_ends_after_start" CHECK ("class_sessions"."ends_at" > "class_sessions"."starts_at"),
	CONSTRAINT "class_sessions_share_non_negative" CHECK ("class_sessions"."share_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"title" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	"description" text NOT NULL,
	"cover_resource_id" uuid,
	"seats" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price_minor" bigint NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_status_known" CHECK ("classes"."status" in ('OPEN', 'CANCELLED')),
	CONSTRAINT "classes_currency_known" CHECK ("classes"."currency" in ('SGD', 'IDR', 'MYR', 'PHP', 'INR', 'LKR', 'USD')),
	CONSTRAINT "classes_seats_range" CHECK ("classes"."seats" between 2 and 50),
	CONSTRAINT "classes_seats_taken_range" CHECK ("classes"."seats_taken" between 0 and "classes"."seats"),
	CONSTRAINT "classes_price_positive" CHECK ("classes"."price_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_type_known";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_service_known";--> statement-breakpoint
ALTER TABLE "resources" DROP CONSTRAINT "resources_kind_valid";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD CONSTRAINT "class_enrolments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_enrolments" ADD CONSTRAINT "class_enrolments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_session_refunds" ADD CONSTRAINT "class_session_refunds_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_session_refunds" ADD CONSTRAINT "class_session_refunds_enrolment_id_class_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."class_enrolments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_cover_resource_id_resources_id_fk" FOREIGN KEY ("cover_resource_id") REFERENCES "public"."resources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_enrolments_student_idx" ON "class_enrolments" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "class_sessions_class_idx" ON "class_sessions" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE INDEX "class_sessions_starts_idx" ON "class_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "classes_country_status_idx" ON "classes" USING btree ("country","status");--> statement-breakpoint
CREATE INDEX "classes_tutor_idx" ON "classes" USING btree ("tutor_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_type_known" CHECK ("cart_items"."item_type" in ('Booking', 'Content', 'Class'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."kind" not in ('STUDENT_BALANCE', 'TUTOR_EARNINGS', 'USER_CREDITS', 'BOOKING_ESCROW', 'DISPUTE_FEES_HELD', 'CLASS_ESCROW') or "ledger_accounts"."balance_minor" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_class_matches_service" CHECK (("payments"."service" = 'CLASS') = ("payments"."class_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_known" CHECK ("payments"."service" in ('BOOKING', 'BALANCE', 'CREDITS', 'CART', 'DISPUTE', 'CLASS'));--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_kind_valid" CHECK ("resources"."kind" in ('AVATAR', 'BANNER', 'VIDEO', 'CERTIFICATE', 'EVIDENCE', 'CLASS_COVER'));