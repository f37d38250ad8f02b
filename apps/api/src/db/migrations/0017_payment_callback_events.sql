-- Provider callbacks are applied once per event: each applied event is recorded here, in the settlement's
-- own transaction, so a replayed callback is recognised and changes nothing.
CREATE TABLE "payment_callback_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_callback_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
-- The provider's checkout page is stored as it answered (the sandbox's was computed from the reference).
-- Earlier sandbox checkouts keep a path, resolved against PUBLIC_URL when read.
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
UPDATE "payments" SET "checkout_url" = '/sandbox-pay/' || "provider_reference"
  WHERE "provider" = 'sandbox' AND "provider_reference" IS NOT NULL;
