-- One fill function for every table that keeps its listing's words (0029 closings, 0030 masking
-- histories each carried the same body): both triggers run it, the two copies are dropped.
CREATE FUNCTION fill_listing_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listing_words := coalesce(listing_words_of(NEW.listing_id), '');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER closings_listing_words_fill BEFORE INSERT OR UPDATE OF listing_id ON "closings" FOR EACH ROW EXECUTE FUNCTION fill_listing_words();--> statement-breakpoint
CREATE OR REPLACE TRIGGER listing_masking_histories_listing_words_fill BEFORE INSERT OR UPDATE OF listing_id ON "listing_masking_histories" FOR EACH ROW EXECUTE FUNCTION fill_listing_words();--> statement-breakpoint
DROP FUNCTION closings_fill_listing_words();--> statement-breakpoint
DROP FUNCTION masking_histories_fill_listing_words();
