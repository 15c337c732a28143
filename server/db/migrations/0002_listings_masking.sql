CREATE TABLE "cities" (
	"city_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_shares" (
	"content_share_id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content_id" text NOT NULL,
	"channel" text NOT NULL,
	"ref_id1" text,
	"ref_id2" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"file_key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_lookups" (
	"lookup_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_masking_histories" (
	"listing_masking_history_id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"user_id" text NOT NULL,
	"office_id" text,
	"type" text NOT NULL,
	"listing_shared_code" text NOT NULL,
	"masking_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_maskings" (
	"listing_masking_id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_renew_histories" (
	"listing_renew_history_id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"previous_expired_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_transfer_histories" (
	"listing_transfer_history_id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"from_employee_id" text,
	"to_employee_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_visitors" (
	"listing_visitor_id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"office_id" text,
	"employee_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"listing_id" text PRIMARY KEY NOT NULL,
	"listing_code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"sell_or_rent" text NOT NULL,
	"listing_type" text NOT NULL,
	"listing_part_id" text,
	"listing_property_type_id" text,
	"listing_certificate_type_id" text,
	"building_area" double precision,
	"land_area" double precision,
	"building_face" text,
	"number_of_floor" integer,
	"main_bedroom" integer,
	"main_bathroom" integer,
	"housekeep_bedroom" integer,
	"housekeep_bathroom" integer,
	"facilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" double precision NOT NULL,
	"default_price_freq" text,
	"additional_price_freq" text,
	"pdf_orientation" text DEFAULT 'PORTRAIT' NOT NULL,
	"video_url" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unflagged_photo_count" integer DEFAULT 0 NOT NULL,
	"country" text,
	"province" text,
	"city" text,
	"user_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"office_id" text NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"expired_at" timestamp with time zone,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_listings" (
	"portal_listing_id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"portal_id" text NOT NULL,
	"employee_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portals" (
	"portal_id" text PRIMARY KEY NOT NULL,
	"portal_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"province_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_provinces_province_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("province_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_masking_histories" ADD CONSTRAINT "listing_masking_histories_listing_id_listings_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_masking_histories" ADD CONSTRAINT "listing_masking_histories_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_masking_histories" ADD CONSTRAINT "listing_masking_histories_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_masking_histories" ADD CONSTRAINT "listing_masking_histories_office_id_offices_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_maskings" ADD CONSTRAINT "listing_maskings_listing_id_listings_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_maskings" ADD CONSTRAINT "listing_maskings_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_renew_histories" ADD CONSTRAINT "listing_renew_histories_listing_id_listings_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_transfer_histories" ADD CONSTRAINT "listing_transfer_histories_listing_id_listings_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_visitors" ADD CONSTRAINT "listing_visitors_listing_id_listings_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_listing_part_id_listing_lookups_lookup_id_fk" FOREIGN KEY ("listing_part_id") REFERENCES "public"."listing_lookups"("lookup_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_listing_property_type_id_listing_lookups_lookup_id_fk" FOREIGN KEY ("listing_property_type_id") REFERENCES "public"."listing_lookups"("lookup_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_listing_certificate_type_id_listing_lookups_lookup_id_fk" FOREIGN KEY ("listing_certificate_type_id") REFERENCES "public"."listing_lookups"("lookup_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_office_id_offices_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_listings" ADD CONSTRAINT "portal_listings_listing_id_listings_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_listings" ADD CONSTRAINT "portal_listings_portal_id_portals_portal_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("portal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_listings" ADD CONSTRAINT "portal_listings_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "content_shares_content_idx" ON "content_shares" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE INDEX "content_shares_ref1_idx" ON "content_shares" USING btree ("content_type","ref_id1");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_lookups_kind_name_unique" ON "listing_lookups" USING btree ("kind","name");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_masking_histories_code_unique" ON "listing_masking_histories" USING btree ("listing_shared_code");--> statement-breakpoint
CREATE INDEX "listing_masking_histories_employee_idx" ON "listing_masking_histories" USING btree ("employee_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_masking_histories_office_idx" ON "listing_masking_histories" USING btree ("office_id","created_at");--> statement-breakpoint
CREATE INDEX "listing_masking_histories_listing_idx" ON "listing_masking_histories" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_masking_histories_created_idx" ON "listing_masking_histories" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_maskings_listing_employee_unique" ON "listing_maskings" USING btree ("listing_id","employee_id");--> statement-breakpoint
CREATE INDEX "listing_maskings_employee_idx" ON "listing_maskings" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "listing_renew_histories_listing_idx" ON "listing_renew_histories" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_transfer_histories_listing_idx" ON "listing_transfer_histories" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_visitors_listing_idx" ON "listing_visitors" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_visitors_office_idx" ON "listing_visitors" USING btree ("office_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_code_unique" ON "listings" USING btree ("listing_code");--> statement-breakpoint
CREATE INDEX "listings_office_updated_idx" ON "listings" USING btree ("office_id","updated_at");--> statement-breakpoint
CREATE INDEX "listings_updated_idx" ON "listings" USING btree ("updated_at","listing_id");--> statement-breakpoint
CREATE INDEX "listings_user_idx" ON "listings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "listings_status_idx" ON "listings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "listings_unflagged_idx" ON "listings" USING btree ("unflagged_photo_count") WHERE "listings"."unflagged_photo_count" > 0;--> statement-breakpoint
CREATE INDEX "portal_listings_listing_idx" ON "portal_listings" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "portal_listings_portal_idx" ON "portal_listings" USING btree ("portal_id");