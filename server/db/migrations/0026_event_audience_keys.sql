DROP INDEX "events_audience_offices_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "audience_office_keys" text[] GENERATED ALWAYS AS (case when cardinality(audience_office_ids) = 0 then array['*'] else audience_office_ids end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "audience_role_keys" text[] GENERATED ALWAYS AS (case when cardinality(audience_roles) = 0 then array['*'] else audience_roles end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "events_audience_office_keys_idx" ON "events" USING gin ("audience_office_keys");--> statement-breakpoint
CREATE INDEX "events_audience_role_keys_idx" ON "events" USING gin ("audience_role_keys");--> statement-breakpoint
-- Statistics for the new columns now: the planner otherwise guesses one matching row and sorts every audience match.
ANALYZE "events";