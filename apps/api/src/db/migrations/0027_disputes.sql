-- Disputes (issue 18). The ledger's kind enums are made again rather than extended, as in 0019 and 0021 (a value
-- added with ADD VALUE cannot be used in the same transaction, and the non-negative check names the new account);
-- the transaction kinds include 0025's LATE_CANCEL_REFUND and DISPUTE_REFUND.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_matches_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_non_negative";--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" RENAME TO "ledger_account_kind_before_disputes";--> statement-breakpoint
CREATE TYPE "public"."ledger_account_kind" AS ENUM('STUDENT_BALANCE', 'TUTOR_EARNINGS', 'USER_CREDITS', 'BOOKING_ESCROW', 'PLATFORM_FEES', 'PAYMENT_CLEARING', 'PAYOUT_CLEARING', 'CREDIT_SALES', 'CREDITS_ISSUED', 'CREDITS_SPENT', 'PROMOTIONS', 'DISPUTE_FEES_HELD');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "kind" SET DATA TYPE "public"."ledger_account_kind" USING "kind"::text::"public"."ledger_account_kind";--> statement-breakpoint
DROP TYPE "public"."ledger_account_kind_before_disputes";--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" RENAME TO "ledger_transaction_kind_before_disputes";--> statement-breakpoint
CREATE TYPE "public"."ledger_transaction_kind" AS ENUM('PAYMENT', 'BALANCE_TOP_UP', 'BALANCE_USE', 'PREPAYMENT_REMAINDER', 'REFUND', 'FEE', 'TUTOR_EARNING', 'PAYOUT', 'CREDITS_SALE', 'CREDITS_ISSUE', 'CREDITS_SPEND', 'VOUCHER_FEE', 'VOUCHER_DISCOUNT', 'VOUCHER_DISCOUNT_RETURN', 'LATE_CANCEL_REFUND', 'DISPUTE_REFUND', 'DISPUTE_FEE_HOLD', 'DISPUTE_FEE_RETURN', 'DISPUTE_FEE_KEEP');--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "kind" SET DATA TYPE "public"."ledger_transaction_kind" USING "kind"::text::"public"."ledger_transaction_kind";--> statement-breakpoint
DROP TYPE "public"."ledger_transaction_kind_before_disputes";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (("ledger_accounts"."kind" in ('STUDENT_BALANCE', 'TUTOR_EARNINGS', 'USER_CREDITS')) = ("ledger_accounts"."owner_user_id" is not null));--> statement-breakpoint
CREATE TABLE "dispute_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"dispute_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"party" text,
	"outcome" text,
	"refund_minor" bigint,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_events_kind_known" CHECK ("dispute_events"."kind" in ('OPENED', 'PROPOSAL', 'MESSAGE', 'AGREED', 'TIMEOUT', 'ESCALATED', 'DECIDED')),
	CONSTRAINT "dispute_events_outcome_known" CHECK ("dispute_events"."outcome" is null or "dispute_events"."outcome" in ('FULL_REFUND', 'PARTIAL_REFUND', 'NO_REFUND'))
);
--> statement-breakpoint
CREATE TABLE "dispute_evidence" (
	"dispute_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"added_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_evidence_dispute_id_resource_id_pk" PRIMARY KEY("dispute_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"student_id" uuid NOT NULL,
	"tutor_id" uuid NOT NULL,
	"opened_by" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"refundable_minor" bigint NOT NULL,
	"status" text DEFAULT 'NEGOTIATING' NOT NULL,
	"turn" text,
	"turn_ends_at" timestamp with time zone,
	"counters" integer DEFAULT 0 NOT NULL,
	"proposal_outcome" text NOT NULL,
	"proposal_refund_minor" bigint NOT NULL,
	"proposal_by" text NOT NULL,
	"escalated_by" text,
	"escalation_fee_minor" bigint,
	"refund_minor" bigint,
	"decided_by" uuid,
	"decision_reason" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_kind_known" CHECK ("disputes"."kind" in ('LESSON', 'NO_SHOW')),
	CONSTRAINT "disputes_reason_known" CHECK ("disputes"."reason" in ('LESSON_NOT_AS_DESCRIBED', 'LESSON_CUT_SHORT', 'TUTOR_LATE', 'TECHNICAL_PROBLEMS', 'OTHER', 'TUTOR_NO_SHOW', 'STUDENT_NO_SHOW')),
	CONSTRAINT "disputes_status_known" CHECK ("disputes"."status" in ('NEGOTIATING', 'AGREED', 'ESCALATED', 'DECIDED')),
	CONSTRAINT "disputes_outcome_known" CHECK ("disputes"."proposal_outcome" in ('FULL_REFUND', 'PARTIAL_REFUND', 'NO_REFUND')),
	CONSTRAINT "disputes_currency_known" CHECK ("disputes"."currency" in ('SGD', 'IDR', 'MYR', 'PHP', 'INR', 'LKR', 'USD')),
	CONSTRAINT "disputes_parties_known" CHECK ("disputes"."opened_by" in ('student', 'tutor') and "disputes"."proposal_by" in ('student', 'tutor')),
	CONSTRAINT "disputes_turn_while_negotiating" CHECK (("disputes"."status" = 'NEGOTIATING') = ("disputes"."turn" is not null and "disputes"."turn_ends_at" is not null)),
	CONSTRAINT "disputes_amounts_valid" CHECK ("disputes"."refundable_minor" >= 0 and "disputes"."proposal_refund_minor" between 0 and "disputes"."refundable_minor"
        and ("disputes"."refund_minor" is null or "disputes"."refund_minor" between 0 and "disputes"."refundable_minor")),
	CONSTRAINT "disputes_resolved_with_refund" CHECK (("disputes"."status" in ('AGREED', 'DECIDED')) = ("disputes"."refund_minor" is not null and "disputes"."resolved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_service_known";--> statement-breakpoint
ALTER TABLE "resources" DROP CONSTRAINT "resources_kind_valid";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_id" uuid;--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_events" ADD CONSTRAINT "dispute_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_evidence" ADD CONSTRAINT "dispute_evidence_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_events_dispute_idx" ON "dispute_events" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_one_open_per_booking" ON "disputes" USING btree ("booking_id") WHERE "disputes"."status" in ('NEGOTIATING', 'ESCALATED');--> statement-breakpoint
CREATE INDEX "disputes_student_idx" ON "disputes" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_tutor_idx" ON "disputes" USING btree ("tutor_id","created_at");--> statement-breakpoint
CREATE INDEX "disputes_status_idx" ON "disputes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."kind" not in ('STUDENT_BALANCE', 'TUTOR_EARNINGS', 'USER_CREDITS', 'BOOKING_ESCROW', 'DISPUTE_FEES_HELD') or "ledger_accounts"."balance_minor" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_dispute_matches_service" CHECK (("payments"."service" = 'DISPUTE') = ("payments"."dispute_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_known" CHECK ("payments"."service" in ('BOOKING', 'BALANCE', 'CREDITS', 'CART', 'DISPUTE'));--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_kind_valid" CHECK ("resources"."kind" in ('AVATAR', 'BANNER', 'VIDEO', 'CERTIFICATE', 'EVIDENCE'));--> statement-breakpoint
-- Hand-written (issue 18 disputes): a dispute's timeline is its
-- history, so an event is never rewritten (deleting a whole dispute still cascades to its events).
CREATE FUNCTION dispute_events_never_rewritten() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'dispute_events are never rewritten';
END;
$$;--> statement-breakpoint
CREATE TRIGGER dispute_events_no_update BEFORE UPDATE ON "dispute_events"
  FOR EACH ROW EXECUTE FUNCTION dispute_events_never_rewritten();
