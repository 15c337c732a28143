CREATE TABLE "agent_portal_profiles" (
	"agent_portal_profile_id" text PRIMARY KEY NOT NULL,
	"employee_id" text NOT NULL,
	"portal_id" text NOT NULL,
	"portal_username" text NOT NULL,
	"email" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_portal_profiles" (
	"office_portal_profile_id" text PRIMARY KEY NOT NULL,
	"office_id" text NOT NULL,
	"portal_id" text NOT NULL,
	"portal_username" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_listing_syncs" (
	"portal_listing_sync_id" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"portal_id" text NOT NULL,
	"office_portal_profile_id" text,
	"portal_listing_id" text,
	"action" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"result" text,
	"request_data" jsonb,
	"result_data" jsonb,
	"metadata" jsonb,
	"error_data" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_otp_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"portal_id" text NOT NULL,
	"email" text NOT NULL,
	"office_id" text,
	"employee_id" text,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "second_phone_number" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "is_office_pkp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "deny_duplicate_listing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "subdomain" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "approval_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "approval_decided_by_user_id" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "created_by_user_id" text;--> statement-breakpoint
ALTER TABLE "offices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_listings" ADD COLUMN "office_portal_profile_id" text;--> statement-breakpoint
ALTER TABLE "portal_listings" ADD COLUMN "sync_status" text;--> statement-breakpoint
ALTER TABLE "portal_listings" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "portal_listings" ADD COLUMN "external_url" text;--> statement-breakpoint
ALTER TABLE "portal_listings" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_portal_profiles" ADD CONSTRAINT "agent_portal_profiles_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_portal_profiles" ADD CONSTRAINT "agent_portal_profiles_portal_id_portals_portal_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("portal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_portal_profiles" ADD CONSTRAINT "agent_portal_profiles_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_portal_profiles" ADD CONSTRAINT "office_portal_profiles_office_id_offices_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_portal_profiles" ADD CONSTRAINT "office_portal_profiles_portal_id_portals_portal_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("portal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_portal_profiles" ADD CONSTRAINT "office_portal_profiles_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_listing_syncs" ADD CONSTRAINT "portal_listing_syncs_listing_id_listings_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_listing_syncs" ADD CONSTRAINT "portal_listing_syncs_portal_id_portals_portal_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("portal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_listing_syncs" ADD CONSTRAINT "portal_listing_syncs_office_portal_profile_id_office_portal_profiles_office_portal_profile_id_fk" FOREIGN KEY ("office_portal_profile_id") REFERENCES "public"."office_portal_profiles"("office_portal_profile_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_listing_syncs" ADD CONSTRAINT "portal_listing_syncs_portal_listing_id_portal_listings_portal_listing_id_fk" FOREIGN KEY ("portal_listing_id") REFERENCES "public"."portal_listings"("portal_listing_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_listing_syncs" ADD CONSTRAINT "portal_listing_syncs_requested_by_user_id_users_user_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_otp_sessions" ADD CONSTRAINT "portal_otp_sessions_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_otp_sessions" ADD CONSTRAINT "portal_otp_sessions_portal_id_portals_portal_id_fk" FOREIGN KEY ("portal_id") REFERENCES "public"."portals"("portal_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_otp_sessions" ADD CONSTRAINT "portal_otp_sessions_office_id_offices_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_otp_sessions" ADD CONSTRAINT "portal_otp_sessions_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_portal_profiles_portal_email_unique" ON "agent_portal_profiles" USING btree ("portal_id","email");--> statement-breakpoint
CREATE INDEX "agent_portal_profiles_employee_idx" ON "agent_portal_profiles" USING btree ("employee_id","portal_id");--> statement-breakpoint
CREATE INDEX "agent_portal_profiles_email_idx" ON "agent_portal_profiles" USING btree ("email");--> statement-breakpoint
CREATE INDEX "agent_portal_profiles_created_idx" ON "agent_portal_profiles" USING btree ("created_at","agent_portal_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "office_portal_profiles_portal_username_unique" ON "office_portal_profiles" USING btree ("portal_id","portal_username");--> statement-breakpoint
CREATE INDEX "office_portal_profiles_office_idx" ON "office_portal_profiles" USING btree ("office_id","portal_id");--> statement-breakpoint
CREATE INDEX "office_portal_profiles_created_idx" ON "office_portal_profiles" USING btree ("created_at","office_portal_profile_id");--> statement-breakpoint
CREATE INDEX "portal_listing_syncs_listing_idx" ON "portal_listing_syncs" USING btree ("listing_id","portal_id","created_at");--> statement-breakpoint
CREATE INDEX "portal_listing_syncs_listing_created_idx" ON "portal_listing_syncs" USING btree ("listing_id","created_at","portal_listing_sync_id");--> statement-breakpoint
CREATE INDEX "portal_listing_syncs_status_idx" ON "portal_listing_syncs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "portal_listing_syncs_profile_idx" ON "portal_listing_syncs" USING btree ("office_portal_profile_id") WHERE office_portal_profile_id is not null;--> statement-breakpoint
CREATE INDEX "portal_otp_sessions_user_idx" ON "portal_otp_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offices_subdomain_unique" ON "offices" USING btree ("subdomain");--> statement-breakpoint
CREATE INDEX "offices_approval_name_idx" ON "offices" USING btree ("approval_status","office_name","office_id");--> statement-breakpoint
CREATE INDEX "offices_name_idx" ON "offices" USING btree ("office_name","office_id");--> statement-breakpoint
CREATE INDEX "offices_city_idx" ON "offices" USING btree ("city","office_name");--> statement-breakpoint
CREATE INDEX "offices_name_trgm" ON "offices" USING gin ("office_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offices_code_trgm" ON "offices" USING gin ("office_code" gin_trgm_ops);