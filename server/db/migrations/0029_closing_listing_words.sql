ALTER TABLE "closings" ADD COLUMN "listing_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A closing's listing words: the listing's title and code with a line break between them (a search
-- from the one-line search box never spans the two).
CREATE FUNCTION listing_words_of(listing text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(title, '') || E'\n' || coalesce(listing_code, '') FROM listings WHERE listing_id = listing
$$;--> statement-breakpoint
-- Filled as a closing is written (or moved to another listing) ...
CREATE FUNCTION closings_fill_listing_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listing_words := coalesce(listing_words_of(NEW.listing_id), '');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER closings_listing_words_fill BEFORE INSERT OR UPDATE OF listing_id ON "closings" FOR EACH ROW EXECUTE FUNCTION closings_fill_listing_words();--> statement-breakpoint
-- ... and followed when the listing's title or code changes.
CREATE FUNCTION listings_follow_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE closings SET listing_words = listing_words_of(NEW.listing_id) WHERE listing_id = NEW.listing_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER listings_words_follow AFTER UPDATE OF title, listing_code ON "listings" FOR EACH ROW
  WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.listing_code IS DISTINCT FROM NEW.listing_code)
  EXECUTE FUNCTION listings_follow_words();--> statement-breakpoint
-- The closings already there.
UPDATE "closings" c SET listing_words = coalesce(l.title, '') || E'\n' || coalesce(l.listing_code, '') FROM listings l WHERE l.listing_id = c.listing_id;--> statement-breakpoint
CREATE INDEX "closings_listing_words_trgm" ON "closings" USING gin ("listing_words" gin_trgm_ops);--> statement-breakpoint
-- The listing's closings, whatever their status: what the trigger above updates.
CREATE INDEX "closings_listing_idx" ON "closings" USING btree ("listing_id");
-- No ANALYZE here: on a new database it would record closings as empty, and PGlite's one backend then
-- kept a sequential scan as its plan for the foreign-key checks of every closing side written after
-- (a scaled seed's 200,000 sides each read the closings). The server's statistics pass and autovacuum analyze.
