CREATE TABLE "banners" (
	"banner_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"placement" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"partner_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"logo_url" text NOT NULL,
	"display_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_messages" (
	"template_id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "banners_placement_order_idx" ON "banners" USING btree ("placement","display_order","banner_id");--> statement-breakpoint
CREATE INDEX "banners_order_idx" ON "banners" USING btree ("display_order","banner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_name_unique" ON "partners" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "partners_order_idx" ON "partners" USING btree ("display_order","partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_messages_channel_name_unique" ON "template_messages" USING btree ("channel",lower("name"));--> statement-breakpoint
CREATE INDEX "template_messages_updated_idx" ON "template_messages" USING btree ("updated_at","template_id");--> statement-breakpoint
CREATE INDEX "template_messages_channel_updated_idx" ON "template_messages" USING btree ("channel","updated_at","template_id");--> statement-breakpoint
CREATE INDEX "template_messages_name_trgm" ON "template_messages" USING gin ("name" gin_trgm_ops);