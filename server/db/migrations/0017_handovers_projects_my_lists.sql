CREATE TABLE "handover_files" (
	"handover_file_id" text PRIMARY KEY NOT NULL,
	"handover_id" text NOT NULL,
	"file_key" text NOT NULL,
	"kind" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handover_items" (
	"handover_id" text NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"note" text,
	CONSTRAINT "handover_items_handover_id_position_pk" PRIMARY KEY("handover_id","position")
);
--> statement-breakpoint
CREATE TABLE "handovers" (
	"handover_id" text PRIMARY KEY NOT NULL,
	"handover_number" integer GENERATED ALWAYS AS IDENTITY (sequence name "handovers_handover_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"closing_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"office_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"handover_date" date NOT NULL,
	"receiver_name" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "primary_project_agents" (
	"primary_project_id" text NOT NULL,
	"employee_id" text NOT NULL,
	CONSTRAINT "primary_project_agents_primary_project_id_employee_id_pk" PRIMARY KEY("primary_project_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "primary_projects" (
	"primary_project_id" text PRIMARY KEY NOT NULL,
	"project_name" text NOT NULL,
	"developer_name" text NOT NULL,
	"city" text NOT NULL,
	"address" text,
	"description" text,
	"total_units" integer NOT NULL,
	"available_units" integer NOT NULL,
	"price_min" bigint NOT NULL,
	"price_max" bigint NOT NULL,
	"coordinating_office_id" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_list_items" (
	"my_list_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"position" integer NOT NULL,
	"listing_shared_code" text,
	CONSTRAINT "my_list_items_my_list_id_listing_id_pk" PRIMARY KEY("my_list_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "my_lists" (
	"my_list_id" text PRIMARY KEY NOT NULL,
	"owner_user_id" text NOT NULL,
	"name" text NOT NULL,
	"client_name" text,
	"note" text,
	"shared_code" text,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "primary_project_id" text;--> statement-breakpoint
ALTER TABLE "handover_files" ADD CONSTRAINT "handover_files_handover_id_handovers_handover_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."handovers"("handover_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_files" ADD CONSTRAINT "handover_files_file_key_files_file_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."files"("file_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_files" ADD CONSTRAINT "handover_files_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_items" ADD CONSTRAINT "handover_items_handover_id_handovers_handover_id_fk" FOREIGN KEY ("handover_id") REFERENCES "public"."handovers"("handover_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_closing_id_closings_closing_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("closing_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_listing_id_listings_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("listing_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_office_id_offices_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handovers" ADD CONSTRAINT "handovers_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "primary_project_agents" ADD CONSTRAINT "primary_project_agents_primary_project_id_primary_projects_primary_project_id_fk" FOREIGN KEY ("primary_project_id") REFERENCES "public"."primary_projects"("primary_project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "primary_project_agents" ADD CONSTRAINT "primary_project_agents_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "primary_projects" ADD CONSTRAINT "primary_projects_coordinating_office_id_offices_office_id_fk" FOREIGN KEY ("coordinating_office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "primary_projects" ADD CONSTRAINT "primary_projects_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_list_items" ADD CONSTRAINT "my_list_items_my_list_id_my_lists_my_list_id_fk" FOREIGN KEY ("my_list_id") REFERENCES "public"."my_lists"("my_list_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_list_items" ADD CONSTRAINT "my_list_items_listing_id_listings_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("listing_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_lists" ADD CONSTRAINT "my_lists_owner_user_id_users_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handover_files_handover_idx" ON "handover_files" USING btree ("handover_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "handovers_number_unique" ON "handovers" USING btree ("handover_number");--> statement-breakpoint
CREATE UNIQUE INDEX "handovers_closing_active_unique" ON "handovers" USING btree ("closing_id") WHERE status <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "handovers_created_idx" ON "handovers" USING btree ("created_at","handover_id");--> statement-breakpoint
CREATE INDEX "handovers_office_created_idx" ON "handovers" USING btree ("office_id","created_at","handover_id");--> statement-breakpoint
CREATE INDEX "handovers_employee_created_idx" ON "handovers" USING btree ("employee_id","created_at","handover_id");--> statement-breakpoint
CREATE INDEX "handovers_status_created_idx" ON "handovers" USING btree ("status","created_at","handover_id");--> statement-breakpoint
CREATE INDEX "handovers_date_idx" ON "handovers" USING btree ("handover_date","handover_id");--> statement-breakpoint
CREATE INDEX "handovers_receiver_trgm" ON "handovers" USING gin ("receiver_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "primary_project_agents_employee_idx" ON "primary_project_agents" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "primary_projects_created_idx" ON "primary_projects" USING btree ("created_at","primary_project_id");--> statement-breakpoint
CREATE INDEX "primary_projects_office_created_idx" ON "primary_projects" USING btree ("coordinating_office_id","created_at","primary_project_id");--> statement-breakpoint
CREATE INDEX "primary_projects_status_created_idx" ON "primary_projects" USING btree ("status","created_at","primary_project_id");--> statement-breakpoint
CREATE INDEX "primary_projects_name_idx" ON "primary_projects" USING btree ("project_name","primary_project_id");--> statement-breakpoint
CREATE INDEX "primary_projects_name_trgm" ON "primary_projects" USING gin ("project_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "primary_projects_developer_trgm" ON "primary_projects" USING gin ("developer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "my_list_items_listing_idx" ON "my_list_items" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "my_lists_owner_updated_idx" ON "my_lists" USING btree ("owner_user_id","updated_at","my_list_id");--> statement-breakpoint
CREATE INDEX "my_lists_owner_name_idx" ON "my_lists" USING btree ("owner_user_id","name","my_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "my_lists_shared_code_unique" ON "my_lists" USING btree ("shared_code");--> statement-breakpoint
CREATE INDEX "my_lists_name_trgm" ON "my_lists" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_primary_project_id_primary_projects_primary_project_id_fk" FOREIGN KEY ("primary_project_id") REFERENCES "public"."primary_projects"("primary_project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_primary_project_idx" ON "listings" USING btree ("primary_project_id","updated_at","listing_id") WHERE primary_project_id is not null;