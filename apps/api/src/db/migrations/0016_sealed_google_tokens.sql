-- Google refresh tokens were kept in the clear: they are dropped (the tutor links the calendar again) and
-- from now on only sealed ones are stored (TOKEN_ENCRYPTION_KEY).
DELETE FROM "google_calendar_links";--> statement-breakpoint
ALTER TABLE "google_calendar_links" ADD COLUMN "sealed_refresh_token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "google_calendar_links" DROP COLUMN "refresh_token";
