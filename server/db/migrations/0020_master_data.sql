CREATE TABLE "master_achievements" (
	"master_achievement_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_closings" integer NOT NULL,
	"min_commission" bigint NOT NULL,
	"description" text,
	"status" text DEFAULT 'PUBLISH' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_careers" (
	"master_career_id" text PRIMARY KEY NOT NULL,
	"level" integer NOT NULL,
	"position" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'PUBLISH' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "master_achievements_name_unique" ON "master_achievements" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "master_achievements_commission_idx" ON "master_achievements" USING btree ("min_commission","master_achievement_id");--> statement-breakpoint
CREATE INDEX "master_achievements_status_commission_idx" ON "master_achievements" USING btree ("status","min_commission","master_achievement_id");--> statement-breakpoint
CREATE INDEX "master_achievements_name_idx" ON "master_achievements" USING btree ("name","master_achievement_id");--> statement-breakpoint
CREATE INDEX "master_achievements_created_idx" ON "master_achievements" USING btree ("created_at","master_achievement_id");--> statement-breakpoint
CREATE INDEX "master_achievements_name_trgm" ON "master_achievements" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "master_careers_level_unique" ON "master_careers" USING btree ("level");--> statement-breakpoint
CREATE UNIQUE INDEX "master_careers_position_unique" ON "master_careers" USING btree (lower("position"));--> statement-breakpoint
CREATE INDEX "master_careers_status_level_idx" ON "master_careers" USING btree ("status","level");--> statement-breakpoint
CREATE INDEX "master_careers_position_idx" ON "master_careers" USING btree ("position","master_career_id");--> statement-breakpoint
CREATE INDEX "master_careers_created_idx" ON "master_careers" USING btree ("created_at","master_career_id");--> statement-breakpoint
CREATE INDEX "master_careers_position_trgm" ON "master_careers" USING gin ("position" gin_trgm_ops);