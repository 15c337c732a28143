CREATE TABLE "closing_agents" (
	"closing_agent_id" text PRIMARY KEY NOT NULL,
	"closing_id" text NOT NULL,
	"closing_party_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"user_id" text NOT NULL,
	"share_bp" integer NOT NULL,
	"member_fee_bp" integer NOT NULL,
	"gross" bigint NOT NULL,
	"member_fee" bigint NOT NULL,
	"agent_development_fee" bigint NOT NULL,
	"take" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_histories" (
	"closing_history_id" text PRIMARY KEY NOT NULL,
	"closing_id" text NOT NULL,
	"office_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"changed_by_user_id" text,
	"changed_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closing_parties" (
	"closing_party_id" text PRIMARY KEY NOT NULL,
	"closing_id" text NOT NULL,
	"side" text NOT NULL,
	"office_id" text NOT NULL,
	"is_office_pkp" boolean NOT NULL,
	"share_bp" integer NOT NULL,
	"office_share_bp" integer NOT NULL,
	"commission" bigint NOT NULL,
	"royalty" bigint NOT NULL,
	"ssdf" bigint NOT NULL,
	"net" bigint NOT NULL,
	"office_keep" bigint NOT NULL,
	"office_income" bigint NOT NULL,
	"owed_to_hq" bigint NOT NULL,
	"agent_development_fee_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "closings" (
	"closing_id" text PRIMARY KEY NOT NULL,
	"closing_number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "closings_closing_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" text NOT NULL,
	"office_id" text NOT NULL,
	"previous_listing_status" text NOT NULL,
	"sell_or_rent" text NOT NULL,
	"final_price" bigint NOT NULL,
	"commission_bp" integer NOT NULL,
	"commission" bigint NOT NULL,
	"owed_to_hq" bigint NOT NULL,
	"closing_date" date NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_phone" text,
	"buyer_email" text,
	"note" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_user_id" text,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"office_id" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_office_id_year_pk" PRIMARY KEY("office_id","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_line_id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"position" integer NOT NULL,
	"fee_code" text NOT NULL,
	"description" text NOT NULL,
	"base" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"invoice_payment_id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"recorded_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"office_id" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"closing_id" text NOT NULL,
	"closing_party_id" text NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"total" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closing_agents" ADD CONSTRAINT "closing_agents_closing_id_closings_closing_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("closing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_agents" ADD CONSTRAINT "closing_agents_closing_party_id_closing_parties_closing_party_id_fk" FOREIGN KEY ("closing_party_id") REFERENCES "public"."closing_parties"("closing_party_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_agents" ADD CONSTRAINT "closing_agents_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_agents" ADD CONSTRAINT "closing_agents_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_histories" ADD CONSTRAINT "closing_histories_closing_id_closings_closing_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("closing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_histories" ADD CONSTRAINT "closing_histories_office_id_offices_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_histories" ADD CONSTRAINT "closing_histories_changed_by_user_id_users_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_parties" ADD CONSTRAINT "closing_parties_closing_id_closings_closing_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("closing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_parties" ADD CONSTRAINT "closing_parties_office_id_offices_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closings" ADD CONSTRAINT "closings_listing_id_listings_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("listing_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closings" ADD CONSTRAINT "closings_office_id_offices_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closings" ADD CONSTRAINT "closings_cancelled_by_user_id_users_user_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closings" ADD CONSTRAINT "closings_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_office_id_offices_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("invoice_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_user_id_users_user_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_office_id_offices_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_closing_id_closings_closing_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("closing_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_closing_party_id_closing_parties_closing_party_id_fk" FOREIGN KEY ("closing_party_id") REFERENCES "public"."closing_parties"("closing_party_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_agents_closing_idx" ON "closing_agents" USING btree ("closing_id");--> statement-breakpoint
CREATE INDEX "closing_agents_employee_idx" ON "closing_agents" USING btree ("employee_id","closing_id");--> statement-breakpoint
CREATE INDEX "closing_agents_user_idx" ON "closing_agents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "closing_histories_closing_idx" ON "closing_histories" USING btree ("closing_id","created_at");--> statement-breakpoint
CREATE INDEX "closing_histories_office_created_idx" ON "closing_histories" USING btree ("office_id","created_at","closing_history_id");--> statement-breakpoint
CREATE INDEX "closing_histories_created_idx" ON "closing_histories" USING btree ("created_at","closing_history_id");--> statement-breakpoint
CREATE INDEX "closing_parties_closing_idx" ON "closing_parties" USING btree ("closing_id");--> statement-breakpoint
CREATE INDEX "closing_parties_office_idx" ON "closing_parties" USING btree ("office_id","closing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "closings_number_unique" ON "closings" USING btree ("closing_number");--> statement-breakpoint
CREATE UNIQUE INDEX "closings_listing_active_unique" ON "closings" USING btree ("listing_id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "closings_office_date_idx" ON "closings" USING btree ("office_id","closing_date","closing_id");--> statement-breakpoint
CREATE INDEX "closings_date_idx" ON "closings" USING btree ("closing_date","closing_id");--> statement-breakpoint
CREATE INDEX "closings_status_date_idx" ON "closings" USING btree ("status","closing_date");--> statement-breakpoint
CREATE INDEX "closings_created_idx" ON "closings" USING btree ("created_at","closing_id");--> statement-breakpoint
CREATE INDEX "closings_buyer_trgm" ON "closings" USING gin ("buyer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_office_year_sequence_unique" ON "invoices" USING btree ("office_id","year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_office_issued_idx" ON "invoices" USING btree ("office_id","issued_on","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_status_issued_idx" ON "invoices" USING btree ("status","issued_on","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_on","invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_closing_idx" ON "invoices" USING btree ("closing_id");--> statement-breakpoint
CREATE INDEX "invoices_number_trgm" ON "invoices" USING gin ("invoice_number" gin_trgm_ops);