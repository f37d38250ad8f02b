-- Vouchers (issue 17): vouchers, their claims and their uses on bookings; a booking's discount; the PROMOTIONS
-- account that pays Ajar's general-use vouchers and the ledger kinds of voucher money. The kind enums are made
-- again rather than extended, as in 0019 (a value added with ADD VALUE cannot be used in the same transaction).
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_matches_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_non_negative";--> statement-breakpoint
ALTER TYPE "public"."ledger_account_kind" RENAME TO "ledger_account_kind_before_vouchers";--> statement-breakpoint
CREATE TYPE "public"."ledger_account_kind" AS ENUM('STUDENT_BALANCE', 'TUTOR_EARNINGS', 'USER_CREDITS', 'BOOKING_ESCROW', 'PLATFORM_FEES', 'PAYMENT_CLEARING', 'PAYOUT_CLEARING', 'CREDIT_SALES', 'CREDITS_ISSUED', 'CREDITS_SPENT', 'PROMOTIONS');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ALTER COLUMN "kind" SET DATA TYPE "public"."ledger_account_kind" USING "kind"::text::"public"."ledger_account_kind";--> statement-breakpoint
DROP TYPE "public"."ledger_account_kind_before_vouchers";--> statement-breakpoint
ALTER TYPE "public"."ledger_transaction_kind" RENAME TO "ledger_transaction_kind_before_vouchers";--> statement-breakpoint
CREATE TYPE "public"."ledger_transaction_kind" AS ENUM('PAYMENT', 'BALANCE_TOP_UP', 'BALANCE_USE', 'PREPAYMENT_REMAINDER', 'REFUND', 'FEE', 'TUTOR_EARNING', 'PAYOUT', 'CREDITS_SALE', 'CREDITS_ISSUE', 'CREDITS_SPEND', 'VOUCHER_FEE', 'VOUCHER_DISCOUNT', 'VOUCHER_DISCOUNT_RETURN');--> statement-breakpoint
ALTER TABLE "ledger_transactions" ALTER COLUMN "kind" SET DATA TYPE "public"."ledger_transaction_kind" USING "kind"::text::"public"."ledger_transaction_kind";--> statement-breakpoint
DROP TYPE "public"."ledger_transaction_kind_before_vouchers";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (("ledger_accounts"."kind" in ('STUDENT_BALANCE', 'TUTOR_EARNINGS', 'USER_CREDITS')) = ("ledger_accounts"."owner_user_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."kind" not in ('STUDENT_BALANCE', 'TUTOR_EARNINGS', 'USER_CREDITS', 'BOOKING_ESCROW') or "ledger_accounts"."balance_minor" >= 0);--> statement-breakpoint
CREATE TABLE "voucher_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_uses" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"discount_minor" bigint NOT NULL,
	"funded_by_ajar" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_uses_discount_valid" CHECK ("voucher_uses"."discount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"code" text NOT NULL,
	"country" text NOT NULL,
	"service" text NOT NULL,
	"type_of_discount" text NOT NULL,
	"discount_of_percentage" integer,
	"discount_amount_minor" bigint,
	"discount_currency" text,
	"total_number_of_used" integer NOT NULL,
	"number_of_usage" integer DEFAULT 0 NOT NULL,
	"seller_credits_fee" bigint DEFAULT 0 NOT NULL,
	"seller_balance_fee_minor" bigint DEFAULT 0 NOT NULL,
	"buyer_credits_price" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_country_known" CHECK ("vouchers"."country" in ('sg', 'id', 'my', 'ph', 'in', 'lk', 'us')),
	CONSTRAINT "vouchers_service_known" CHECK ("vouchers"."service" in ('Booking')),
	CONSTRAINT "vouchers_type_known" CHECK ("vouchers"."type_of_discount" in ('Fixed', 'Percentage')),
	CONSTRAINT "vouchers_discount_matches_type" CHECK (case "vouchers"."type_of_discount"
        when 'Fixed' then "vouchers"."discount_amount_minor" > 0 and "vouchers"."discount_currency" in ('SGD', 'IDR', 'MYR', 'PHP', 'INR', 'LKR', 'USD') and "vouchers"."discount_of_percentage" is null
        else "vouchers"."discount_of_percentage" between 1 and 100 and "vouchers"."discount_amount_minor" is null
      end),
	CONSTRAINT "vouchers_usage_within_total" CHECK ("vouchers"."total_number_of_used" > 0 and "vouchers"."number_of_usage" between 0 and "vouchers"."total_number_of_used"),
	CONSTRAINT "vouchers_prices_valid" CHECK ("vouchers"."seller_credits_fee" >= 0 and "vouchers"."seller_balance_fee_minor" >= 0 and "vouchers"."buyer_credits_price" >= 0),
	CONSTRAINT "vouchers_window" CHECK ("vouchers"."end_at" > "vouchers"."started_at")
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_balance_part_valid";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_funded_by_ajar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_claims" ADD CONSTRAINT "voucher_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_uses" ADD CONSTRAINT "voucher_uses_claim_id_voucher_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."voucher_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_claims_one_per_user" ON "voucher_claims" USING btree ("voucher_id","user_id");--> statement-breakpoint
CREATE INDEX "voucher_claims_user_idx" ON "voucher_claims" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "voucher_uses_claim_idx" ON "voucher_uses" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_unique" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "vouchers_user_idx" ON "vouchers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vouchers_country_public_idx" ON "vouchers" USING btree ("country","end_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount_valid" CHECK ("bookings"."discount_minor" between 0 and "bookings"."price_minor");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_balance_part_valid" CHECK ("bookings"."amount_paid_using_user_balance_minor" between 0 and "bookings"."due_minor" - "bookings"."discount_minor");