CREATE TABLE "album_media" (
	"album_media_id" text PRIMARY KEY NOT NULL,
	"album_id" text NOT NULL,
	"type" text NOT NULL,
	"file_key" text,
	"video_url" text,
	"caption" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"album_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"event_on" date NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"photo_count" integer DEFAULT 0 NOT NULL,
	"video_count" integer DEFAULT 0 NOT NULL,
	"cover_file_key" text,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "album_media" ADD CONSTRAINT "album_media_album_id_albums_album_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("album_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_media" ADD CONSTRAINT "album_media_file_key_files_file_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("file_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "album_media_position_unique" ON "album_media" USING btree ("album_id","position");--> statement-breakpoint
CREATE INDEX "album_media_file_idx" ON "album_media" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "albums_event_idx" ON "albums" USING btree ("event_on","album_id");--> statement-breakpoint
CREATE INDEX "albums_status_event_idx" ON "albums" USING btree ("status","event_on","album_id");--> statement-breakpoint
CREATE INDEX "albums_title_idx" ON "albums" USING btree ("title","album_id");--> statement-breakpoint
CREATE INDEX "albums_updated_idx" ON "albums" USING btree ("updated_at","album_id");--> statement-breakpoint
CREATE INDEX "albums_title_trgm" ON "albums" USING gin ("title" gin_trgm_ops);