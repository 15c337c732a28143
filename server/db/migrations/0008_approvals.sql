ALTER TABLE "employees" ADD COLUMN "approval_reason" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "approval_decided_by_user_id" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "employees_approval_idx" ON "employees" USING btree ("approval_status","role","created_at");