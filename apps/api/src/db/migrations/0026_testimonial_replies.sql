ALTER TABLE "testimonials" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_reply_length" CHECK (char_length("testimonials"."reply") <= 700);--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_reply_dated" CHECK (("testimonials"."reply" is null) = ("testimonials"."replied_at" is null));