CREATE TABLE "classroom_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"peer_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "classroom_attendance_room_peer_unique" UNIQUE("room_id","peer_id"),
	CONSTRAINT "classroom_attendance_left_after_join" CHECK ("classroom_attendance"."left_at" is null or "classroom_attendance"."left_at" >= "classroom_attendance"."joined_at")
);
--> statement-breakpoint
CREATE TABLE "classroom_removals" (
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"removed_by_id" uuid NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "classroom_removals_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "classroom_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ref_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classroom_rooms_kind_ref_unique" UNIQUE("kind","ref_id"),
	CONSTRAINT "classroom_rooms_kind_known" CHECK ("classroom_rooms"."kind" in ('BOOKING', 'CLASS_SESSION'))
);
--> statement-breakpoint
ALTER TABLE "classroom_attendance" ADD CONSTRAINT "classroom_attendance_room_id_classroom_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."classroom_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_attendance" ADD CONSTRAINT "classroom_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_removals" ADD CONSTRAINT "classroom_removals_room_id_classroom_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."classroom_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_removals" ADD CONSTRAINT "classroom_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_removals" ADD CONSTRAINT "classroom_removals_removed_by_id_users_id_fk" FOREIGN KEY ("removed_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classroom_attendance_room_joined_idx" ON "classroom_attendance" USING btree ("room_id","joined_at");