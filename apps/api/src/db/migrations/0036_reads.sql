CREATE TABLE "article_boosts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"number_of_days" integer NOT NULL,
	"credits" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_boosts_type_known" CHECK ("article_boosts"."type" in ('HomePage', 'CategoryListingPage')),
	CONSTRAINT "article_boosts_window" CHECK ("article_boosts"."ends_at" > "article_boosts"."starts_at"),
	CONSTRAINT "article_boosts_paid" CHECK ("article_boosts"."credits" > 0 and "article_boosts"."number_of_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "article_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_views" (
	"article_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "article_views_once_a_day" UNIQUE("article_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "article_votes" (
	"article_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"value" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_votes_article_user_unique" UNIQUE("article_id","user_id"),
	CONSTRAINT "article_votes_value" CHECK ("article_votes"."value" in (1, -1))
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"author_id" uuid,
	"title" text NOT NULL,
	"image" text,
	"body" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "blog_posts_status_valid" CHECK ("blog_posts"."status" in ('DRAFT', 'PUBLISHED'))
);
--> statement-breakpoint
ALTER TABLE "tutor_articles" DROP CONSTRAINT "tutor_articles_status_valid";--> statement-breakpoint
ALTER TABLE "resources" DROP CONSTRAINT "resources_kind_valid";--> statement-breakpoint
ALTER TABLE "tutor_articles" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_articles" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "tutor_articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_articles" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutor_articles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tutor_articles" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "article_boosts" ADD CONSTRAINT "article_boosts_article_id_tutor_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."tutor_articles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_boosts" ADD CONSTRAINT "article_boosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_article_id_tutor_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."tutor_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_article_id_tutor_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."tutor_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_votes" ADD CONSTRAINT "article_votes_article_id_tutor_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."tutor_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_votes" ADD CONSTRAINT "article_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_boosts_article_ends_idx" ON "article_boosts" USING btree ("article_id","ends_at");--> statement-breakpoint
CREATE INDEX "article_comments_article_idx" ON "article_comments" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "article_comments_author_idx" ON "article_comments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "blog_posts_country_published_idx" ON "blog_posts" USING btree ("country","status","published_at");--> statement-breakpoint
ALTER TABLE "tutor_articles" ADD CONSTRAINT "tutor_articles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_articles_status_published_idx" ON "tutor_articles" USING btree ("status","published_at");--> statement-breakpoint
ALTER TABLE "tutor_articles" ADD CONSTRAINT "tutor_articles_status_valid" CHECK ("tutor_articles"."status" in ('DRAFT', 'IN_REVIEW', 'PUBLISHED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_kind_valid" CHECK ("resources"."kind" in ('AVATAR', 'BANNER', 'VIDEO', 'CERTIFICATE', 'EVIDENCE', 'CLASS_COVER', 'ARTICLE_COVER'));