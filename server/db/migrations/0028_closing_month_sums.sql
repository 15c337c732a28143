CREATE TABLE "closing_month_sums" (
	"office_id" text NOT NULL,
	"month" date NOT NULL,
	"closings" integer NOT NULL,
	"final_price" bigint NOT NULL,
	"commission" bigint NOT NULL,
	CONSTRAINT "closing_month_sums_month_office_id_pk" PRIMARY KEY("month","office_id")
);
--> statement-breakpoint
-- Each statement that writes closings adds its rows' change per (closing month, listing office) to the
-- sums, in the statement's own transaction; only closings in force (ACTIVE) are summed, so a cancel takes
-- its closing out and a restore puts it back. Rows are upserted in key order, so two writers take the
-- rows' locks in the same order. One trigger per event, with the statement's transition tables.
CREATE FUNCTION closing_month_sums_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO closing_month_sums AS s (month, office_id, closings, final_price, commission)
      SELECT date_trunc('month', closing_date::timestamp)::date, office_id, count(*)::int, sum(final_price)::bigint, sum(commission)::bigint
      FROM new_rows WHERE status = 'ACTIVE' GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (month, office_id) DO UPDATE
        SET closings = s.closings + excluded.closings, final_price = s.final_price + excluded.final_price, commission = s.commission + excluded.commission;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO closing_month_sums AS s (month, office_id, closings, final_price, commission)
      SELECT date_trunc('month', closing_date::timestamp)::date, office_id, -count(*)::int, -sum(final_price)::bigint, -sum(commission)::bigint
      FROM old_rows WHERE status = 'ACTIVE' GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (month, office_id) DO UPDATE
        SET closings = s.closings + excluded.closings, final_price = s.final_price + excluded.final_price, commission = s.commission + excluded.commission;
  ELSE
    INSERT INTO closing_month_sums AS s (month, office_id, closings, final_price, commission)
      SELECT month, office_id, sum(n)::int, sum(fp)::bigint, sum(cm)::bigint FROM (
        SELECT date_trunc('month', closing_date::timestamp)::date AS month, office_id, 1 AS n, final_price AS fp, commission AS cm FROM new_rows WHERE status = 'ACTIVE'
        UNION ALL
        SELECT date_trunc('month', closing_date::timestamp)::date, office_id, -1, -final_price, -commission FROM old_rows WHERE status = 'ACTIVE'
      ) AS changed
      GROUP BY month, office_id HAVING sum(n) <> 0 OR sum(fp) <> 0 OR sum(cm) <> 0 ORDER BY month, office_id
      ON CONFLICT (month, office_id) DO UPDATE
        SET closings = s.closings + excluded.closings, final_price = s.final_price + excluded.final_price, commission = s.commission + excluded.commission;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER closing_month_sums_insert AFTER INSERT ON "closings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION closing_month_sums_apply();--> statement-breakpoint
CREATE TRIGGER closing_month_sums_update AFTER UPDATE ON "closings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION closing_month_sums_apply();--> statement-breakpoint
CREATE TRIGGER closing_month_sums_delete AFTER DELETE ON "closings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION closing_month_sums_apply();--> statement-breakpoint
-- TRUNCATE empties the sums with the table.
CREATE FUNCTION closing_month_sums_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM closing_month_sums;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER closing_month_sums_truncate AFTER TRUNCATE ON "closings" FOR EACH STATEMENT EXECUTE FUNCTION closing_month_sums_clear();--> statement-breakpoint
-- The closings already there.
INSERT INTO closing_month_sums (month, office_id, closings, final_price, commission)
  SELECT date_trunc('month', closing_date::timestamp)::date, office_id, count(*)::int, sum(final_price)::bigint, sum(commission)::bigint
  FROM closings WHERE status = 'ACTIVE' GROUP BY 1, 2;
--> statement-breakpoint
ANALYZE "closing_month_sums";
