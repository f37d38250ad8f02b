CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"subject_level_id" uuid,
	"subject_name" text NOT NULL,
	"level_name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"type" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"class_url" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"due_minor" bigint NOT NULL,
	"is_first_booking" boolean DEFAULT false NOT NULL,
	"amount_paid_using_user_balance_minor" bigint DEFAULT 0 NOT NULL,
	"is_tutor_withdraw_money" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_known" CHECK ("bookings"."status" in ('PENDING', 'PAID', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'DONE')),
	CONSTRAINT "bookings_type_known" CHECK ("bookings"."type" in ('ONLINE', 'IN_PERSON')),
	CONSTRAINT "bookings_country_known" CHECK ("bookings"."country" in ('sg', 'id', 'my', 'ph', 'in', 'lk', 'us')),
	CONSTRAINT "bookings_currency_known" CHECK ("bookings"."currency" in ('SGD', 'IDR', 'MYR', 'PHP', 'INR', 'LKR', 'USD')),
	CONSTRAINT "bookings_not_with_oneself" CHECK ("bookings"."tutor_id" <> "bookings"."student_id"),
	CONSTRAINT "bookings_duration_valid" CHECK ("bookings"."duration_minutes" between 30 and 360 and "bookings"."duration_minutes" % 30 = 0),
	CONSTRAINT "bookings_times_match_duration" CHECK ("bookings"."end_time" = "bookings"."start_time" + make_interval(mins => "bookings"."duration_minutes")),
	CONSTRAINT "bookings_amounts_valid" CHECK ("bookings"."price_minor" >= 0 and "bookings"."due_minor" >= "bookings"."price_minor"),
	CONSTRAINT "bookings_balance_part_valid" CHECK ("bookings"."amount_paid_using_user_balance_minor" between 0 and "bookings"."due_minor")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"service" text NOT NULL,
	"booking_id" uuid,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider" text NOT NULL,
	"payment_method" text,
	"provider_reference" text,
	"idempotency_key" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_service_known" CHECK ("payments"."service" in ('BOOKING', 'BALANCE')),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('PENDING', 'PAID', 'FAILED', 'CANCELLED')),
	CONSTRAINT "payments_currency_known" CHECK ("payments"."currency" in ('SGD', 'IDR', 'MYR', 'PHP', 'INR', 'LKR', 'USD')),
	CONSTRAINT "payments_amounts_valid" CHECK ("payments"."amount_minor" > 0 and "payments"."fee_minor" >= 0),
	CONSTRAINT "payments_booking_matches_service" CHECK (("payments"."service" = 'BOOKING') = ("payments"."booking_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "shared_payment_links" (
	"code" text PRIMARY KEY NOT NULL,
	"service_name" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"payment_id" uuid,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number" text,
	"abartn" text,
	"account_type" text,
	"bank_code" text,
	"branch_code" text,
	"ifsc_code" text,
	"swift_code" text,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"post_code" text NOT NULL,
	"first_line" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "bank_accounts_currency_known" CHECK ("bank_accounts"."currency" in ('SGD', 'IDR', 'MYR', 'PHP', 'INR', 'LKR', 'USD')),
	CONSTRAINT "bank_accounts_country_known" CHECK ("bank_accounts"."country" in ('sg', 'id', 'my', 'ph', 'in', 'lk', 'us'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_booking_unique" UNIQUE("booking_id"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_subject_level_id_profile_subject_levels_id_fk" FOREIGN KEY ("subject_level_id") REFERENCES "public"."profile_subject_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_payment_links" ADD CONSTRAINT "shared_payment_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_payment_links" ADD CONSTRAINT "shared_payment_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shared_payment_links" ADD CONSTRAINT "shared_payment_links_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_tutor_start_idx" ON "bookings" USING btree ("tutor_id","start_time");--> statement-breakpoint
CREATE INDEX "bookings_student_start_idx" ON "bookings" USING btree ("student_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_unique" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_reference_unique" ON "payments" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_booking" ON "payments" USING btree ("booking_id") WHERE "payments"."status" in ('PENDING', 'PAID') and "payments"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "shared_payment_links_booking_idx" ON "shared_payment_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payouts_user_created_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
-- No double booking, by construction: a tutor's slot-holding bookings (the domain's SLOT_HOLDING_STATUSES)
-- never overlap. Half-open ranges, so a lesson may start when the previous one ends.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "tutor_id" WITH =,
  tstzrange("start_time", "end_time", '[)') WITH &&
) WHERE ("status" IN ('PENDING', 'PAID', 'ACCEPTED', 'DONE'));
