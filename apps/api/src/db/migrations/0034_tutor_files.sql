ALTER TYPE "public"."ledger_transaction_kind" ADD VALUE 'STORAGE_PURCHASE';--> statement-breakpoint
CREATE TABLE "storage_purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"package_code" text NOT NULL,
	"bytes" bigint NOT NULL,
	"paid_with" text NOT NULL,
	"credits" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_purchases_paid_with_known" CHECK ("storage_purchases"."paid_with" in ('CREDITS', 'BALANCE')),
	CONSTRAINT "storage_purchases_bytes_positive" CHECK ("storage_purchases"."bytes" > 0),
	CONSTRAINT "storage_purchases_paid" CHECK (("storage_purchases"."paid_with" = 'CREDITS' and "storage_purchases"."credits" > 0 and "storage_purchases"."amount_minor" = 0)
        or ("storage_purchases"."paid_with" = 'BALANCE' and "storage_purchases"."amount_minor" > 0 and "storage_purchases"."credits" = 0 and "storage_purchases"."currency" is not null))
);
--> statement-breakpoint
CREATE TABLE "tutor_file_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"recipient_user_id" uuid,
	"booking_id" uuid,
	"class_id" uuid,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_file_shares_file_booking_unique" UNIQUE("file_id","booking_id"),
	CONSTRAINT "tutor_file_shares_file_class_unique" UNIQUE("file_id","class_id"),
	CONSTRAINT "tutor_file_shares_one_target" CHECK (("tutor_file_shares"."booking_id" is not null and "tutor_file_shares"."recipient_user_id" is not null and "tutor_file_shares"."class_id" is null)
        or ("tutor_file_shares"."class_id" is not null and "tutor_file_shares"."booking_id" is null and "tutor_file_shares"."recipient_user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "tutor_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "tutor_files_size_positive" CHECK ("tutor_files"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_history" DROP CONSTRAINT "credit_history_type_known";--> statement-breakpoint
ALTER TABLE "storage_purchases" ADD CONSTRAINT "storage_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_file_shares" ADD CONSTRAINT "tutor_file_shares_file_id_tutor_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."tutor_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_file_shares" ADD CONSTRAINT "tutor_file_shares_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_file_shares" ADD CONSTRAINT "tutor_file_shares_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_file_shares" ADD CONSTRAINT "tutor_file_shares_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_files" ADD CONSTRAINT "tutor_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_purchases_user_idx" ON "storage_purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tutor_file_shares_recipient_idx" ON "tutor_file_shares" USING btree ("recipient_user_id");--> statement-breakpoint
CREATE INDEX "tutor_file_shares_class_idx" ON "tutor_file_shares" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "tutor_files_owner_created_idx" ON "tutor_files" USING btree ("owner_user_id","created_at");--> statement-breakpoint
ALTER TABLE "credit_history" ADD CONSTRAINT "credit_history_type_known" CHECK ("credit_history"."type" in ('PURCHASE', 'BOOST', 'VOUCHER_FEE', 'VOUCHER_CLAIM', 'STORAGE'));