-- The Task section's search vocabulary (decision 014, section 'task'): the words of tasks the public
-- list shows (not Cancelled, not hidden), kept by statement-level triggers like the products' (0008),
-- through the same search_vocabulary_add().
CREATE FUNCTION tasks_vocabulary_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts int[];
BEGIN
  SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, counts FROM (
    SELECT w, count(*)::int AS c FROM new_rows, unnest(tsvector_to_array(new_rows.search)) AS w
    WHERE new_rows.status <> 'Cancelled' AND NOT new_rows.is_hidden GROUP BY w
  ) d;
  IF words IS NOT NULL THEN PERFORM search_vocabulary_add('task', words, counts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tasks_vocabulary_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts int[];
BEGIN
  SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, counts FROM (
    SELECT w, -count(*)::int AS c FROM old_rows, unnest(tsvector_to_array(old_rows.search)) AS w
    WHERE old_rows.status <> 'Cancelled' AND NOT old_rows.is_hidden GROUP BY w
  ) d;
  IF words IS NOT NULL THEN PERFORM search_vocabulary_add('task', words, counts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An edited, cancelled, hidden or shown task: the words it takes out and brings in.
CREATE FUNCTION tasks_vocabulary_update() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts int[];
BEGIN
  SELECT array_agg(w ORDER BY w), array_agg(c ORDER BY w) INTO words, counts FROM (
    SELECT w, sum(d)::int AS c FROM (
      SELECT unnest(tsvector_to_array(OLD.search)) AS w, -1 AS d
      WHERE OLD.status <> 'Cancelled' AND NOT OLD.is_hidden
      UNION ALL
      SELECT unnest(tsvector_to_array(NEW.search)), 1
      WHERE NEW.status <> 'Cancelled' AND NOT NEW.is_hidden
    ) x GROUP BY w HAVING sum(d) <> 0
  ) d;
  IF words IS NOT NULL THEN PERFORM search_vocabulary_add('task', words, counts); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tasks_vocabulary_insert AFTER INSERT ON tasks
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tasks_vocabulary_insert();
--> statement-breakpoint
CREATE TRIGGER tasks_vocabulary_delete AFTER DELETE ON tasks
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tasks_vocabulary_delete();
--> statement-breakpoint
-- Only rows whose words or visibility changed: an offer count or an assignment never runs it.
CREATE TRIGGER tasks_vocabulary_update AFTER UPDATE ON tasks FOR EACH ROW
WHEN (OLD.search IS DISTINCT FROM NEW.search
  OR (OLD.status <> 'Cancelled' AND NOT OLD.is_hidden) IS DISTINCT FROM (NEW.status <> 'Cancelled' AND NOT NEW.is_hidden))
EXECUTE FUNCTION tasks_vocabulary_update();
