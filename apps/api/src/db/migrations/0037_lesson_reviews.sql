ALTER TABLE "testimonials" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_verified_idx" ON "testimonials" USING btree ("tutor_user_id","status") WHERE "testimonials"."booking_id" is not null;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_booking_once" UNIQUE("booking_id");--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_lesson_reviewer" CHECK ("testimonials"."booking_id" is null or "testimonials"."reviewer_user_id" is not null);