-- The Rent section's search vocabulary (decision 014, section 'rent'): the words of listings the
-- public list shows (Active, not hidden), kept by statement-level triggers like the products' (0008),
-- through the same search_vocabulary_add().
CREATE FUNCTION rent_listings_vocabulary_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts int[];
BEGIN
  SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, counts FROM (
    SELECT w, count(*)::int AS c FROM new_rows, unnest(tsvector_to_array(new_rows.search)) AS w
    WHERE new_rows.status = 'Active' AND NOT new_rows.is_hidden GROUP BY w
  ) d;
  IF words IS NOT NULL THEN PERFORM search_vocabulary_add('rent', words, counts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION rent_listings_vocabulary_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts int[];
BEGIN
  SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, counts FROM (
    SELECT w, -count(*)::int AS c FROM old_rows, unnest(tsvector_to_array(old_rows.search)) AS w
    WHERE old_rows.status = 'Active' AND NOT old_rows.is_hidden GROUP BY w
  ) d;
  IF words IS NOT NULL THEN PERFORM search_vocabulary_add('rent', words, counts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An edited, published, rented, deactivated, hidden or shown listing: the words it takes out and brings in.
CREATE FUNCTION rent_listings_vocabulary_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts int[];
BEGIN
  SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, counts FROM (
    SELECT w, sum(d)::int AS c FROM (
      SELECT unnest(tsvector_to_array(OLD.search)) AS w, -1 AS d
      WHERE OLD.status = 'Active' AND NOT OLD.is_hidden
      UNION ALL
      SELECT unnest(tsvector_to_array(NEW.search)), 1
      WHERE NEW.status = 'Active' AND NOT NEW.is_hidden
    ) x GROUP BY w HAVING sum(d) <> 0
  ) d;
  IF words IS NOT NULL THEN PERFORM search_vocabulary_add('rent', words, counts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rent_listings_vocabulary_insert AFTER INSERT ON rent_listings
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rent_listings_vocabulary_insert();
--> statement-breakpoint
CREATE TRIGGER rent_listings_vocabulary_delete AFTER DELETE ON rent_listings
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rent_listings_vocabulary_delete();
--> statement-breakpoint
-- Only rows whose words or visibility changed: an inquiry count never runs it.
CREATE TRIGGER rent_listings_vocabulary_update AFTER UPDATE ON rent_listings FOR EACH ROW
WHEN (OLD.search IS DISTINCT FROM NEW.search
  OR (OLD.status = 'Active' AND NOT OLD.is_hidden) IS DISTINCT FROM (NEW.status = 'Active' AND NOT NEW.is_hidden))
EXECUTE FUNCTION rent_listings_vocabulary_update();
