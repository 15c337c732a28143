CREATE TABLE "listing_status_tallies" (
	"office_id" text NOT NULL,
	"status" text NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "listing_status_tallies_office_id_status_pk" PRIMARY KEY("office_id","status")
);
--> statement-breakpoint
-- Each statement that writes listings adds its rows' change per (office, status) to the tallies, in the
-- statement's own transaction. Rows are upserted in key order, so two writers take the rows' locks in the
-- same order. Transition tables hold the statement's rows: one trigger per event (PostgreSQL allows no more).
CREATE FUNCTION listing_status_tallies_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_status_tallies AS t (office_id, status, listings)
      SELECT office_id, status, count(*)::int FROM new_rows GROUP BY office_id, status ORDER BY office_id, status
      ON CONFLICT (office_id, status) DO UPDATE SET listings = t.listings + excluded.listings;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_status_tallies AS t (office_id, status, listings)
      SELECT office_id, status, -count(*)::int FROM old_rows GROUP BY office_id, status ORDER BY office_id, status
      ON CONFLICT (office_id, status) DO UPDATE SET listings = t.listings + excluded.listings;
  ELSE
    INSERT INTO listing_status_tallies AS t (office_id, status, listings)
      SELECT office_id, status, sum(change)::int FROM (
        SELECT office_id, status, 1 AS change FROM new_rows
        UNION ALL
        SELECT office_id, status, -1 FROM old_rows
      ) AS changed
      GROUP BY office_id, status HAVING sum(change) <> 0 ORDER BY office_id, status
      ON CONFLICT (office_id, status) DO UPDATE SET listings = t.listings + excluded.listings;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER listing_status_tallies_insert AFTER INSERT ON "listings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_status_tallies_apply();--> statement-breakpoint
CREATE TRIGGER listing_status_tallies_update AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_status_tallies_apply();--> statement-breakpoint
CREATE TRIGGER listing_status_tallies_delete AFTER DELETE ON "listings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION listing_status_tallies_apply();--> statement-breakpoint
-- TRUNCATE empties the tallies with the table.
CREATE FUNCTION listing_status_tallies_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_status_tallies;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER listing_status_tallies_truncate AFTER TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION listing_status_tallies_clear();--> statement-breakpoint
-- The listings already there.
INSERT INTO listing_status_tallies (office_id, status, listings) SELECT office_id, status, count(*)::int FROM listings GROUP BY office_id, status;
--> statement-breakpoint
ANALYZE "listing_status_tallies";