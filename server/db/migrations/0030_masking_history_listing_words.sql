ALTER TABLE "listing_masking_histories" ADD COLUMN "listing_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Filled as a share is recorded (or moved to another listing), from the listing (listing_words_of, 0029) ...
CREATE FUNCTION masking_histories_fill_listing_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listing_words := coalesce(listing_words_of(NEW.listing_id), '');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER listing_masking_histories_listing_words_fill BEFORE INSERT OR UPDATE OF listing_id ON "listing_masking_histories" FOR EACH ROW EXECUTE FUNCTION masking_histories_fill_listing_words();--> statement-breakpoint
-- ... and followed with the closings' when the listing's title or code changes.
CREATE OR REPLACE FUNCTION listings_follow_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE closings SET listing_words = listing_words_of(NEW.listing_id) WHERE listing_id = NEW.listing_id;
  UPDATE listing_masking_histories SET listing_words = listing_words_of(NEW.listing_id) WHERE listing_id = NEW.listing_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The shares already there.
UPDATE "listing_masking_histories" h SET listing_words = coalesce(l.title, '') || E'\n' || coalesce(l.listing_code, '') FROM listings l WHERE l.listing_id = h.listing_id;--> statement-breakpoint
-- No ANALYZE (see 0029): the server's statistics pass and autovacuum analyze.
CREATE INDEX "listing_masking_histories_listing_words_trgm" ON "listing_masking_histories" USING gin ("listing_words" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listing_masking_histories_type_idx" ON "listing_masking_histories" USING btree ("type","created_at","listing_masking_history_id");
