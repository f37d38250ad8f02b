CREATE TABLE "study_room_presence" (
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_room_presence_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "study_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"creator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"topic" text NOT NULL,
	"mode" text NOT NULL,
	"capacity" integer NOT NULL,
	"timer_started_at" timestamp with time zone,
	"timer_focus_minutes" integer,
	"timer_break_minutes" integer,
	"closed_at" timestamp with time zone,
	"closed_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_rooms_topic_known" CHECK ("study_rooms"."topic" in ('MATHS', 'SCIENCE', 'LANGUAGES', 'HUMANITIES', 'CODING', 'EXAM_PREP', 'GENERAL')),
	CONSTRAINT "study_rooms_mode_known" CHECK ("study_rooms"."mode" in ('CAMERA', 'AUDIO')),
	CONSTRAINT "study_rooms_capacity_range" CHECK ("study_rooms"."capacity" between 2 and 4)
);
--> statement-breakpoint
ALTER TABLE "classroom_rooms" DROP CONSTRAINT "classroom_rooms_kind_known";--> statement-breakpoint
ALTER TABLE "study_room_presence" ADD CONSTRAINT "study_room_presence_room_id_study_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."study_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_room_presence" ADD CONSTRAINT "study_room_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_rooms" ADD CONSTRAINT "study_rooms_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_rooms" ADD CONSTRAINT "study_rooms_closed_by_id_users_id_fk" FOREIGN KEY ("closed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_room_presence_room_seen_idx" ON "study_room_presence" USING btree ("room_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "study_rooms_country_open_idx" ON "study_rooms" USING btree ("country","closed_at","created_at");--> statement-breakpoint
CREATE INDEX "study_rooms_creator_idx" ON "study_rooms" USING btree ("creator_id");--> statement-breakpoint
ALTER TABLE "classroom_rooms" ADD CONSTRAINT "classroom_rooms_kind_known" CHECK ("classroom_rooms"."kind" in ('BOOKING', 'CLASS_SESSION', 'STUDY_ROOM'));