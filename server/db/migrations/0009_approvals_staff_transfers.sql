CREATE TABLE "transfer_employees" (
	"transfer_employee_id" text PRIMARY KEY NOT NULL,
	"employee_id" text NOT NULL,
	"from_office_id" text,
	"to_office_id" text NOT NULL,
	"timing" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"transfered_at" timestamp with time zone,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "approval_decided_by_user_id" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_employees" ADD CONSTRAINT "transfer_employees_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_employees" ADD CONSTRAINT "transfer_employees_from_office_id_offices_office_id_fk" FOREIGN KEY ("from_office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_employees" ADD CONSTRAINT "transfer_employees_to_office_id_offices_office_id_fk" FOREIGN KEY ("to_office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_employees" ADD CONSTRAINT "transfer_employees_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfer_employees_created_idx" ON "transfer_employees" USING btree ("created_at","transfer_employee_id");--> statement-breakpoint
CREATE INDEX "transfer_employees_status_idx" ON "transfer_employees" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_employees_one_waiting" ON "transfer_employees" USING btree ("employee_id") WHERE status = 'WAITING';--> statement-breakpoint
CREATE INDEX "employees_approval_idx" ON "employees" USING btree ("approval_status","role","created_at");