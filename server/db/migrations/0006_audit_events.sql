CREATE TABLE "audit_events" (
	"audit_event_id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone NOT NULL,
	"request_id" text,
	"actor_type" text NOT NULL,
	"actor_user_id" text,
	"actor_name" text NOT NULL,
	"actor_role" text,
	"actor_office_id" text,
	"job_id" text,
	"client_address" text,
	"user_agent" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"office_id" text,
	"changes" jsonb NOT NULL,
	"state_from" text,
	"state_to" text
);
--> statement-breakpoint
CREATE INDEX "audit_events_occurred_idx" ON "audit_events" USING btree ("occurred_at","seq");--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_type","entity_id","occurred_at","seq");--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id","occurred_at","seq");--> statement-breakpoint
CREATE INDEX "audit_events_office_idx" ON "audit_events" USING btree ("office_id","occurred_at","seq");--> statement-breakpoint
CREATE INDEX "audit_events_actor_office_idx" ON "audit_events" USING btree ("actor_office_id","occurred_at","seq");--> statement-breakpoint
CREATE INDEX "audit_events_request_idx" ON "audit_events" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_name_trgm" ON "audit_events" USING gin ("actor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_events_entity_id_trgm" ON "audit_events" USING gin ("entity_id" gin_trgm_ops);--> statement-breakpoint
-- Append-only: no statement may change or remove an audit event, whoever runs it.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit events are append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_events_no_update_or_delete BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
