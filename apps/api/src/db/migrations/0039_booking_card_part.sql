ALTER TABLE "bookings" ADD COLUMN "amount_paid_by_card_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Bookings a card paid at their own checkout: the payment is the rest the balance left (a cart's card money met
-- its bookings through the balance, and which booking it met was not kept: those stay as paid from the balance).
UPDATE "bookings" SET "amount_paid_by_card_minor" = "payments"."amount_minor"
FROM "payments"
WHERE "payments"."booking_id" = "bookings"."id" AND "payments"."service" = 'BOOKING' AND "payments"."status" = 'PAID'
  AND "bookings"."paid_at" IS NOT NULL
  AND "payments"."amount_minor" = "bookings"."due_minor" - "bookings"."discount_minor" - "bookings"."amount_paid_using_user_balance_minor";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_card_part_valid" CHECK ("bookings"."amount_paid_by_card_minor" between 0 and "bookings"."due_minor" - "bookings"."discount_minor");