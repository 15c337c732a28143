CREATE TABLE "master_fees" (
	"fee_code" text PRIMARY KEY NOT NULL,
	"value" numeric(20, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams_member_fee_items" (
	"teams_member_fee_item_id" text PRIMARY KEY NOT NULL,
	"teams_member_fee_id" text NOT NULL,
	"position" text NOT NULL,
	"type" text NOT NULL,
	"frequency" text NOT NULL,
	"fee_for" text NOT NULL,
	"value" numeric(20, 4) NOT NULL,
	"next_charge_at" date,
	"start_at" date NOT NULL,
	"end_at" date,
	"status" text DEFAULT 'PUBLISH' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams_member_fees" (
	"teams_member_fee_id" text PRIMARY KEY NOT NULL,
	"group_member_id" text NOT NULL,
	"user_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_member_teams" (
	"transfer_member_id" text PRIMARY KEY NOT NULL,
	"origin_group_id" text NOT NULL,
	"origin_group_member_id" text NOT NULL,
	"to_group_id" text NOT NULL,
	"to_group_member_id" text,
	"user_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"office_id" text,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transfered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "leader_employee_id" text;--> statement-breakpoint
ALTER TABLE "teams_member_fee_items" ADD CONSTRAINT "teams_member_fee_items_teams_member_fee_id_teams_member_fees_teams_member_fee_id_fk" FOREIGN KEY ("teams_member_fee_id") REFERENCES "public"."teams_member_fees"("teams_member_fee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams_member_fees" ADD CONSTRAINT "teams_member_fees_group_member_id_group_members_group_member_id_fk" FOREIGN KEY ("group_member_id") REFERENCES "public"."group_members"("group_member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams_member_fees" ADD CONSTRAINT "teams_member_fees_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams_member_fees" ADD CONSTRAINT "teams_member_fees_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_member_teams" ADD CONSTRAINT "transfer_member_teams_origin_group_id_groups_group_id_fk" FOREIGN KEY ("origin_group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_member_teams" ADD CONSTRAINT "transfer_member_teams_origin_group_member_id_group_members_group_member_id_fk" FOREIGN KEY ("origin_group_member_id") REFERENCES "public"."group_members"("group_member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_member_teams" ADD CONSTRAINT "transfer_member_teams_to_group_id_groups_group_id_fk" FOREIGN KEY ("to_group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_member_teams" ADD CONSTRAINT "transfer_member_teams_to_group_member_id_group_members_group_member_id_fk" FOREIGN KEY ("to_group_member_id") REFERENCES "public"."group_members"("group_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_member_teams" ADD CONSTRAINT "transfer_member_teams_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_member_teams" ADD CONSTRAINT "transfer_member_teams_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_member_teams" ADD CONSTRAINT "transfer_member_teams_office_id_offices_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_member_teams" ADD CONSTRAINT "transfer_member_teams_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teams_member_fee_items_fee_idx" ON "teams_member_fee_items" USING btree ("teams_member_fee_id","created_at","sort_order","teams_member_fee_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_member_fees_group_member_unique" ON "teams_member_fees" USING btree ("group_member_id");--> statement-breakpoint
CREATE INDEX "transfer_member_teams_created_idx" ON "transfer_member_teams" USING btree ("created_at","transfer_member_id");--> statement-breakpoint
CREATE INDEX "transfer_member_teams_office_idx" ON "transfer_member_teams" USING btree ("office_id","created_at","transfer_member_id");--> statement-breakpoint
CREATE INDEX "transfer_member_teams_user_idx" ON "transfer_member_teams" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_member_teams_status_idx" ON "transfer_member_teams" USING btree ("status","created_at","transfer_member_id");--> statement-breakpoint
CREATE INDEX "transfer_member_teams_origin_group_idx" ON "transfer_member_teams" USING btree ("origin_group_id");--> statement-breakpoint
CREATE INDEX "transfer_member_teams_to_group_idx" ON "transfer_member_teams" USING btree ("to_group_id");--> statement-breakpoint
CREATE INDEX "transfer_member_teams_to_member_idx" ON "transfer_member_teams" USING btree ("to_group_member_id");--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_leader_employee_id_employees_employee_id_fk" FOREIGN KEY ("leader_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_group_status_idx" ON "group_members" USING btree ("group_id","status");--> statement-breakpoint
CREATE INDEX "group_members_user_status_idx" ON "group_members" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "groups_office_idx" ON "groups" USING btree ("office_id","created_at","group_id");--> statement-breakpoint
CREATE INDEX "groups_created_idx" ON "groups" USING btree ("created_at","group_id");--> statement-breakpoint
CREATE INDEX "groups_name_idx" ON "groups" USING btree ("group_name","group_id");--> statement-breakpoint
CREATE INDEX "groups_name_trgm" ON "groups" USING gin ("group_name" gin_trgm_ops);--> statement-breakpoint
-- §9's master fee rates (domain/fees.ts MASTER_FEES), stored as fractions like a percentage fee item.
INSERT INTO "master_fees" ("fee_code", "value") VALUES ('ssdf', 0.08), ('royalty', 0.01), ('agent_development_fee', 0.0999), ('agent_development_fee_pkp', 0.0999) ON CONFLICT DO NOTHING;
