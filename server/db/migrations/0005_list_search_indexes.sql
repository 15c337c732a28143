-- Trigram indexes serve the lists' ILIKE '%term%' searches; PGlite loads the extension when it opens (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "articles_created_idx";--> statement-breakpoint
DROP INDEX "listing_masking_histories_created_idx";--> statement-breakpoint
DROP INDEX "listings_unflagged_idx";--> statement-breakpoint
DROP INDEX "notifications_receiver_idx";--> statement-breakpoint
CREATE INDEX "articles_updated_idx" ON "articles" USING btree ("updated_at","article_id");--> statement-breakpoint
CREATE INDEX "articles_title_idx" ON "articles" USING btree ("title","article_id");--> statement-breakpoint
CREATE INDEX "articles_publication_asc_idx" ON "articles" USING btree ("publication_at","article_id");--> statement-breakpoint
CREATE INDEX "articles_publication_desc_idx" ON "articles" USING btree ("publication_at" NULLS FIRST,"article_id");--> statement-breakpoint
CREATE INDEX "articles_employee_idx" ON "articles" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "articles_title_trgm" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_code_trgm" ON "employees" USING gin ("employee_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employees_code_idx" ON "employees" USING btree ("employee_code","employee_id");--> statement-breakpoint
CREATE INDEX "employees_role_idx" ON "employees" USING btree ("role","employee_id");--> statement-breakpoint
CREATE INDEX "listing_masking_histories_masking_date_idx" ON "listing_masking_histories" USING btree ("masking_date","listing_masking_history_id");--> statement-breakpoint
CREATE INDEX "listing_masking_histories_user_idx" ON "listing_masking_histories" USING btree ("user_id","created_at","listing_masking_history_id");--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at","listing_id");--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("price","listing_id");--> statement-breakpoint
CREATE INDEX "listings_title_idx" ON "listings" USING btree ("title","listing_id");--> statement-breakpoint
CREATE INDEX "listings_view_count_idx" ON "listings" USING btree ("view_count","listing_id");--> statement-breakpoint
CREATE INDEX "listings_share_count_idx" ON "listings" USING btree ("share_count","listing_id");--> statement-breakpoint
CREATE INDEX "listings_sell_or_rent_idx" ON "listings" USING btree ("sell_or_rent","updated_at","listing_id");--> statement-breakpoint
CREATE INDEX "listings_title_trgm" ON "listings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_code_trgm" ON "listings" USING gin ("listing_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_city_trgm" ON "listings" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_nick_name_trgm" ON "users" USING gin ("nick_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","user_id");--> statement-breakpoint
CREATE INDEX "articles_created_idx" ON "articles" USING btree ("created_at","article_id");--> statement-breakpoint
CREATE INDEX "listing_masking_histories_created_idx" ON "listing_masking_histories" USING btree ("created_at","listing_masking_history_id");--> statement-breakpoint
CREATE INDEX "listings_unflagged_idx" ON "listings" USING btree ("created_at","listing_id") WHERE "listings"."unflagged_photo_count" > 0;--> statement-breakpoint
CREATE INDEX "notifications_receiver_idx" ON "notifications" USING btree ("receiver_user_id","created_at","id");