CREATE TABLE "office_billing_charges" (
	"office_billing_charge_id" text PRIMARY KEY NOT NULL,
	"office_billing_id" text NOT NULL,
	"charge_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_billings" (
	"office_billing_id" text PRIMARY KEY NOT NULL,
	"office_id" text NOT NULL,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"frequency" text NOT NULL,
	"start_on" date NOT NULL,
	"end_on" date,
	"next_charge_on" date,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"charged" bigint DEFAULT 0 NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "office_billing_charges" ADD CONSTRAINT "office_billing_charges_office_billing_id_office_billings_office_billing_id_fk" FOREIGN KEY ("office_billing_id") REFERENCES "public"."office_billings"("office_billing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_billings" ADD CONSTRAINT "office_billings_office_id_offices_office_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("office_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_billings" ADD CONSTRAINT "office_billings_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "office_billing_charges_billing_date_unique" ON "office_billing_charges" USING btree ("office_billing_id","charge_on");--> statement-breakpoint
CREATE INDEX "office_billings_created_idx" ON "office_billings" USING btree ("created_at","office_billing_id");--> statement-breakpoint
CREATE INDEX "office_billings_office_created_idx" ON "office_billings" USING btree ("office_id","created_at","office_billing_id");--> statement-breakpoint
CREATE INDEX "office_billings_status_created_idx" ON "office_billings" USING btree ("status","created_at","office_billing_id");--> statement-breakpoint
CREATE INDEX "office_billings_description_trgm" ON "office_billings" USING gin ("description" gin_trgm_ops);