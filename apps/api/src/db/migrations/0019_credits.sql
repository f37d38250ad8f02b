-- Ajar credits (issue 17): a ledger currency of their own (AJC) in accounts of their own, bought through the
-- payment service (payments.credits) and listed per user in credit_history.
-- The kind enums are made again rather than extended: a value added with ALTER TYPE ... ADD VALUE cannot be
-- used in the transaction that added it, and the migrator applies pending migrations in one transaction.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_currency_known";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_matches_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_non_negative";--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" RENAME TO "ledger_account_kind_before_credits";--> statement-breakpoint
CREATE TYPE "public"."ledger_account_kind" AS ENUM('STUDENT_BALANCE', 'TUTOR_EARNINGS', 'USER_CREDITS', 'BOOKING_ESCROW', 'PLATFORM_FEES', 'PAYMENT_CLEARING', 'PAYOUT_CLEARING', 'CREDIT_SALES', 'CREDITS_ISSUED', 'CREDITS_SPENT');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "kind" SET DATA TYPE "public"."ledger_account_kind" USING "kind"::text::"public"."ledger_account_kind";--> statement-breakpoint
DROP TYPE "public"."ledger_account_kind_before_credits";--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" RENAME TO "ledger_transaction_kind_before_credits";--> statement-breakpoint
CREATE TYPE "public"."ledger_transaction_kind" AS ENUM('PAYMENT', 'BALANCE_TOP_UP', 'BALANCE_USE', 'PREPAYMENT_REMAINDER', 'REFUND', 'FEE', 'TUTOR_EARNING', 'PAYOUT', 'CREDITS_SALE', 'CREDITS_ISSUE', 'CREDITS_SPEND');--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "kind" SET DATA TYPE "public"."ledger_transaction_kind" USING "kind"::text::"public"."ledger_transaction_kind";--> statement-breakpoint
DROP TYPE "public"."ledger_transaction_kind_before_credits";--> statement-breakpoint
CREATE TABLE "credit_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ledger_transaction_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_history_ledger_transaction_unique" UNIQUE("ledger_transaction_id"),
	CONSTRAINT "credit_history_type_known" CHECK ("credit_history"."type" in ('PURCHASE', 'BOOST', 'VOUCHER_FEE', 'VOUCHER_CLAIM')),
	CONSTRAINT "credit_history_amount_not_zero" CHECK ("credit_history"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_service_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "credits" bigint;--> statement-breakpoint
ALTER TABLE "credit_history" ADD CONSTRAINT "credit_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_history" ADD CONSTRAINT "credit_history_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_history_user_created_idx" ON "credit_history" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_known" CHECK ("ledger_accounts"."currency" in ('SGD', 'IDR', 'MYR', 'PHP', 'INR', 'LKR', 'USD', 'AJC'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (("ledger_accounts"."kind" in ('STUDENT_BALANCE', 'TUTOR_EARNINGS', 'USER_CREDITS')) = ("ledger_accounts"."owner_user_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."kind" not in ('STUDENT_BALANCE', 'TUTOR_EARNINGS', 'USER_CREDITS', 'BOOKING_ESCROW') or "ledger_accounts"."balance_minor" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_credits_match_service" CHECK (("payments"."service" = 'CREDITS') = ("payments"."credits" is not null and "payments"."credits" > 0));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_known" CHECK ("payments"."service" in ('BOOKING', 'BALANCE', 'CREDITS'));