-- The cart (issue 17): one row per item of a user's cart; a cart payment (service CART) keeps its voucher, and
-- every payment the voucher discount already in its amount (the transaction list shows it).
CREATE TABLE "cart_items" (
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_item_type_item_id_pk" PRIMARY KEY("user_id","item_type","item_id"),
	CONSTRAINT "cart_items_type_known" CHECK ("cart_items"."item_type" in ('Booking', 'Content')),
	CONSTRAINT "cart_items_currency_known" CHECK ("cart_items"."currency" in ('SGD', 'IDR', 'MYR', 'PHP', 'INR', 'LKR', 'USD')),
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_service_known";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_item_idx" ON "cart_items" USING btree ("item_type","item_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_known" CHECK ("payments"."service" in ('BOOKING', 'BALANCE', 'CREDITS', 'CART'));