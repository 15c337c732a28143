DROP INDEX "transfer_employees_one_waiting";--> statement-breakpoint
DROP INDEX "transfer_employees_status_idx";--> statement-breakpoint
CREATE INDEX "transfer_employees_employee_idx" ON "transfer_employees" USING btree ("employee_id","created_at","transfer_employee_id");--> statement-breakpoint
CREATE INDEX "transfer_employees_status_idx" ON "transfer_employees" USING btree ("status","created_at","transfer_employee_id");