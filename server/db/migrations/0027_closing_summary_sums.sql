DROP INDEX "closings_status_date_idx";--> statement-breakpoint
CREATE INDEX "closings_status_date_sums_idx" ON "closings" USING btree ("status","closing_date","final_price","commission");