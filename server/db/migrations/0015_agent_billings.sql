CREATE TABLE "agent_billing_payments" (
	"agent_billing_payment_id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "agent_billing_payments_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"agent_billing_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"recorded_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_billings" (
	"agent_billing_id" text PRIMARY KEY NOT NULL,
	"closing_agent_id" text NOT NULL,
	"closing_id" text NOT NULL,
	"office_id" text NOT NULL,
	"employee_id" text NOT NULL,
	"user_id" text NOT NULL,
	"closing_date" date NOT NULL,
	"gross" bigint NOT NULL,
	"member_fee" bigint NOT NULL,
	"agent_development_fee" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_billing_payments" ADD CONSTRAINT "agent_billing_payments_agent_billing_id_agent_billings_agent_billing_id_fk" FOREIGN KEY ("agent_billing_id") REFERENCES "public"."agent_billings"("agent_billing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_billing_payments" ADD CONSTRAINT "agent_billing_payments_recorded_by_user_id_users_user_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_billings" ADD CONSTRAINT "agent_billings_closing_agent_id_closing_agents_closing_agent_id_fk" FOREIGN KEY ("closing_agent_id") REFERENCES "public"."closing_agents"("closing_agent_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_billings" ADD CONSTRAINT "agent_billings_closing_id_closings_closing_id_fk" FOREIGN KEY ("closing_id") REFERENCES "public"."closings"("closing_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_billings" ADD CONSTRAINT "agent_billings_office_id_offices_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_billings" ADD CONSTRAINT "agent_billings_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_billings" ADD CONSTRAINT "agent_billings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_billing_payments_billing_idx" ON "agent_billing_payments" USING btree ("agent_billing_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_billings_closing_agent_unique" ON "agent_billings" USING btree ("closing_agent_id");--> statement-breakpoint
CREATE INDEX "agent_billings_office_date_idx" ON "agent_billings" USING btree ("office_id","closing_date","agent_billing_id");--> statement-breakpoint
CREATE INDEX "agent_billings_employee_date_idx" ON "agent_billings" USING btree ("employee_id","closing_date","agent_billing_id");--> statement-breakpoint
CREATE INDEX "agent_billings_status_date_idx" ON "agent_billings" USING btree ("status","closing_date","agent_billing_id");--> statement-breakpoint
CREATE INDEX "agent_billings_date_idx" ON "agent_billings" USING btree ("closing_date","agent_billing_id");--> statement-breakpoint
CREATE INDEX "agent_billings_closing_idx" ON "agent_billings" USING btree ("closing_id");--> statement-breakpoint
-- Closings recorded before this migration get their agents' billings, as a new closing would.
INSERT INTO "agent_billings" ("agent_billing_id", "closing_agent_id", "closing_id", "office_id", "employee_id", "user_id", "closing_date", "gross", "member_fee", "agent_development_fee", "amount", "status", "cancelled_at", "created_at", "updated_at")
SELECT gen_random_uuid()::text, a."closing_agent_id", a."closing_id", p."office_id", a."employee_id", a."user_id", c."closing_date", a."gross", a."member_fee", a."agent_development_fee", a."take",
  CASE WHEN c."status" = 'CANCELLED' THEN 'cancelled' ELSE 'unpaid' END, c."cancelled_at", c."created_at", c."updated_at"
FROM "closing_agents" a
JOIN "closing_parties" p ON p."closing_party_id" = a."closing_party_id"
JOIN "closings" c ON c."closing_id" = a."closing_id";
