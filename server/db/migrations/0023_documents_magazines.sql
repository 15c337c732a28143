CREATE TABLE "documents" (
	"document_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"file_key" text NOT NULL,
	"uploaded_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazines" (
	"magazine_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"issue_date" date NOT NULL,
	"cover_file_key" text NOT NULL,
	"pdf_file_key" text NOT NULL,
	"status" text DEFAULT 'UNPUBLISH' NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_key_files_file_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("file_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_user_id_users_user_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazines" ADD CONSTRAINT "magazines_cover_file_key_files_file_key_fk" FOREIGN KEY ("cover_file_key") REFERENCES "public"."files"("file_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazines" ADD CONSTRAINT "magazines_pdf_file_key_files_file_key_fk" FOREIGN KEY ("pdf_file_key") REFERENCES "public"."files"("file_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazines" ADD CONSTRAINT "magazines_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at","document_id");--> statement-breakpoint
CREATE INDEX "documents_category_created_idx" ON "documents" USING btree ("category","created_at","document_id");--> statement-breakpoint
CREATE INDEX "documents_title_idx" ON "documents" USING btree ("title","document_id");--> statement-breakpoint
CREATE INDEX "documents_title_trgm" ON "documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "magazines_issue_idx" ON "magazines" USING btree ("issue_date","magazine_id");--> statement-breakpoint
CREATE INDEX "magazines_status_issue_idx" ON "magazines" USING btree ("status","issue_date","magazine_id");--> statement-breakpoint
CREATE INDEX "magazines_title_idx" ON "magazines" USING btree ("title","magazine_id");--> statement-breakpoint
CREATE INDEX "magazines_created_idx" ON "magazines" USING btree ("created_at","magazine_id");--> statement-breakpoint
CREATE INDEX "magazines_title_trgm" ON "magazines" USING gin ("title" gin_trgm_ops);