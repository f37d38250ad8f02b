CREATE TABLE "favourite_items" (
	"favourite_id" uuid NOT NULL,
	"profile_subject_id" uuid NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "favourite_items_favourite_id_profile_subject_id_pk" PRIMARY KEY("favourite_id","profile_subject_id"),
	CONSTRAINT "favourite_items_units_range" CHECK ("favourite_items"."units" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tutor_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_tutor_unique" UNIQUE("user_id","tutor_user_id"),
	CONSTRAINT "favourites_not_self" CHECK ("favourites"."user_id" <> "favourites"."tutor_user_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_items" ADD CONSTRAINT "favourite_items_favourite_id_favourites_id_fk" FOREIGN KEY ("favourite_id") REFERENCES "public"."favourites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_items" ADD CONSTRAINT "favourite_items_profile_subject_id_profile_subjects_id_fk" FOREIGN KEY ("profile_subject_id") REFERENCES "public"."profile_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_tutor_user_id_users_id_fk" FOREIGN KEY ("tutor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at");