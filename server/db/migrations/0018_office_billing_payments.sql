CREATE TABLE "office_billing_payments" (
	"office_billing_payment_id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "office_billing_payments_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"office_billing_charge_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"recorded_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "office_billing_charges" ADD COLUMN "paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "office_billing_charges" ADD COLUMN "status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "office_billing_charges" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "office_billings" ADD COLUMN "paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "office_billing_payments" ADD CONSTRAINT "office_billing_payments_office_billing_charge_id_office_billing_charges_office_billing_charge_id_fk" FOREIGN KEY ("office_billing_charge_id") REFERENCES "public"."office_billing_charges"("office_billing_charge_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_billing_payments" ADD CONSTRAINT "office_billing_payments_recorded_by_user_id_users_user_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_billing_payments_charge_idx" ON "office_billing_payments" USING btree ("office_billing_charge_id","paid_on","seq");