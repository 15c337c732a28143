CREATE TABLE "client_notes" (
	"client_note_id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"author_user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_shares" (
	"client_share_id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"listing_masking_history_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"name" text NOT NULL,
	"phones" text[] NOT NULL,
	"email" text,
	"needs" text NOT NULL,
	"budget_min" bigint,
	"budget_max" bigint,
	"preferred_areas" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_author_user_id_users_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_shares" ADD CONSTRAINT "client_shares_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_shares" ADD CONSTRAINT "client_shares_listing_id_listings_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_shares" ADD CONSTRAINT "client_shares_listing_masking_history_id_listing_masking_histories_listing_masking_history_id_fk" FOREIGN KEY ("listing_masking_history_id") REFERENCES "public"."listing_masking_histories"("listing_masking_history_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_notes_client_idx" ON "client_notes" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "client_shares_client_idx" ON "client_shares" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "client_shares_listing_idx" ON "client_shares" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "client_shares_history_idx" ON "client_shares" USING btree ("listing_masking_history_id");--> statement-breakpoint
CREATE INDEX "clients_owner_updated_idx" ON "clients" USING btree ("owner_user_id","updated_at","client_id");--> statement-breakpoint
CREATE INDEX "clients_owner_name_idx" ON "clients" USING btree ("owner_user_id","name","client_id");--> statement-breakpoint
CREATE INDEX "clients_owner_created_idx" ON "clients" USING btree ("owner_user_id","created_at","client_id");--> statement-breakpoint
CREATE INDEX "clients_updated_idx" ON "clients" USING btree ("updated_at","client_id");--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree ("name","client_id");--> statement-breakpoint
CREATE INDEX "clients_created_idx" ON "clients" USING btree ("created_at","client_id");--> statement-breakpoint
CREATE INDEX "clients_status_idx" ON "clients" USING btree ("status","updated_at","client_id");--> statement-breakpoint
CREATE INDEX "clients_needs_idx" ON "clients" USING btree ("needs","updated_at","client_id");--> statement-breakpoint
CREATE INDEX "clients_name_trgm" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm" ON "clients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phones_gin" ON "clients" USING gin ("phones");