CREATE TABLE "file_chunks" (
	"file_key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_key_seq_pk" PRIMARY KEY("file_key","seq")
);
--> statement-breakpoint
CREATE TABLE "listing_shared_visits" (
	"listing_id" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "listing_shared_visits_listing_id_day_visitor_hash_pk" PRIMARY KEY("listing_id","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "status" text DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_key_files_file_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("file_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_shared_visits" ADD CONSTRAINT "listing_shared_visits_listing_id_listings_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_shared_visits_day_idx" ON "listing_shared_visits" USING btree ("day");--> statement-breakpoint
CREATE INDEX "files_uploader_idx" ON "files" USING btree ("uploaded_by_user_id","created_at");--> statement-breakpoint
CREATE INDEX "files_status_idx" ON "files" USING btree ("status","created_at");--> statement-breakpoint
-- Files uploaded before chunking keep their bytes, as one chunk.
INSERT INTO "file_chunks" ("file_key", "seq", "data") SELECT "file_key", 0, "data" FROM "files";--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "data";