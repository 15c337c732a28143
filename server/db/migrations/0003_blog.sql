CREATE TABLE "article_categories" (
	"category_id" text PRIMARY KEY NOT NULL,
	"parent_category_id" text,
	"category_name" text NOT NULL,
	"status" text DEFAULT 'PUBLISH' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_category_links" (
	"article_id" text NOT NULL,
	"category_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_comments" (
	"comment_id" text PRIMARY KEY NOT NULL,
	"article_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"comment" text NOT NULL,
	"status" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_images" (
	"file_id" text PRIMARY KEY NOT NULL,
	"article_id" text NOT NULL,
	"file_key" text NOT NULL,
	"kind" text NOT NULL,
	"original_name" text,
	"mime_type" text,
	"image_name" text,
	"caption_image" text,
	"alt_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_reply_comments" (
	"reply_id" text PRIMARY KEY NOT NULL,
	"comment_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"comment" text NOT NULL,
	"status" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_tag_links" (
	"article_id" text NOT NULL,
	"tag_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_tags" (
	"tag_id" text PRIMARY KEY NOT NULL,
	"tag_name" text NOT NULL,
	"status" text DEFAULT 'PUBLISH' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_visitors" (
	"article_visitor_id" text PRIMARY KEY NOT NULL,
	"article_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"article_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"slug" text NOT NULL,
	"author_name" text,
	"publication_at" timestamp with time zone,
	"publish_type" text DEFAULT 'PUBLISH_NOW' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"body" text,
	"created_by_user_id" text NOT NULL,
	"employee_id" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"done_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_category_links" ADD CONSTRAINT "article_category_links_article_id_articles_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_category_links" ADD CONSTRAINT "article_category_links_category_id_article_categories_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_comments" ADD CONSTRAINT "article_comments_article_id_articles_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_images" ADD CONSTRAINT "article_images_article_id_articles_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reply_comments" ADD CONSTRAINT "article_reply_comments_comment_id_article_comments_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."article_comments"("comment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tag_links" ADD CONSTRAINT "article_tag_links_article_id_articles_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tag_links" ADD CONSTRAINT "article_tag_links_tag_id_article_tags_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."article_tags"("tag_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_visitors" ADD CONSTRAINT "article_visitors_article_id_articles_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_categories_parent_idx" ON "article_categories" USING btree ("parent_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "article_categories_name_unique" ON "article_categories" USING btree (coalesce("parent_category_id", ''),lower("category_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "article_category_links_pk" ON "article_category_links" USING btree ("article_id","category_id");--> statement-breakpoint
CREATE INDEX "article_category_links_category_idx" ON "article_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "article_comments_article_created_idx" ON "article_comments" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "article_comments_article_status_idx" ON "article_comments" USING btree ("article_id","status");--> statement-breakpoint
CREATE INDEX "article_images_article_idx" ON "article_images" USING btree ("article_id","kind");--> statement-breakpoint
CREATE INDEX "article_reply_comments_comment_idx" ON "article_reply_comments" USING btree ("comment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "article_tag_links_pk" ON "article_tag_links" USING btree ("article_id","tag_id");--> statement-breakpoint
CREATE INDEX "article_tag_links_tag_idx" ON "article_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "article_tags_name_unique" ON "article_tags" USING btree (lower("tag_name"));--> statement-breakpoint
CREATE INDEX "article_visitors_article_idx" ON "article_visitors" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_unique" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "articles_status_created_idx" ON "articles" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "articles_created_idx" ON "articles" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_unique" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");